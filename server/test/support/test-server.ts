import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp, type ServerTimeouts } from '../../src/app';
import { createFirebaseVerifier } from '../../src/auth/firebase-verifier';
import { loadConfig, type ServerConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { type Db, openDatabase } from '../../src/db/database';
import { type ReadRouting, type ReadRoutingOptions, startReadRouting } from '../../src/db/read-replica';
import { type ClipyardMedia, createMediaServices } from '../../src/media';
import { createTwitchClient } from '../../src/twitch/twitch-client';
import { type FakeTwitch, startFakeTwitch } from './fake-twitch';
import { createTestDatabase } from './test-database';

export type TestDbKind = 'pglite' | 'postgres';

export interface TestServer {
  /** http://127.0.0.1:{port} (no trailing slash). */
  url: string;
  kind: TestDbKind;
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  /** With `replica`: the routing of public reads (its counts say where they ran). */
  readRouting: ReadRouting | null;
  config: ServerConfig;
  media: ClipyardMedia;
  twitch: FakeTwitch;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Defaults to the jest project's database (CLIPYARD_TEST_DB), else PGlite. */
  db?: TestDbKind;
  /** Adjust the configuration before the server is built (e.g. rateLimitEnabled, twitch credentials off). */
  configure?: (config: ServerConfig) => void;
  /** Reuse anonymous listing answers this long (main.ts: 1 s); tests default to 0 so every call sees fresh rows. */
  anonymousCacheMs?: number;
  /** Slow-loris limits (default SERVER_TIMEOUTS); the timeout tests use seconds. */
  timeouts?: ServerTimeouts;
  /** Run on this PostgreSQL database (kept afterwards) instead of a fresh one of the machine's cluster. */
  postgresUrl?: string;
  /** A Kysely plugin on the server's own database handle (what its handlers run), e.g. to count their statements. */
  plugin?: KyselyPlugin;
  /** Public reads go to this streaming replica of `postgresUrl` (ADR 0142), routed as main.ts does. */
  replica?: Omit<ReadRoutingOptions, 'primary' | 'replica'> & { url: string };
}

/** The database of the running jest project ('pglite' or 'postgres'). */
export function testDbKind(): TestDbKind {
  return process.env.CLIPYARD_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A real server on 127.0.0.1:0: real Fastify app, a fresh database (in-memory PGlite, or a PostgreSQL database
 * created now and dropped on close), the real Firebase verifier against the Auth emulator, real media services
 * (files in a temp folder, workers not started: tests run jobs with media.runJobsUntilIdle()), and the Twitch
 * client pointed at a local fake. Reuse one per test file: PGlite takes about 2 s to start.
 */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const kind = options.db ?? testDbKind();
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'clipyard-test-media-'));
  const twitch = await startFakeTwitch();
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

  const config = loadConfig({ DATA_DIR: 'memory', SEED: 'false' });
  config.host = '127.0.0.1';
  config.port = 0;
  config.mediaDir = mediaDir;
  config.firebaseProjectId = 'demo-clipyard';
  config.firebaseAuthEmulatorHost = emulatorHost;
  config.twitch = {
    clientId: twitch.clientId,
    clientSecret: twitch.clientSecret,
    redirectUri: 'http://localhost:3000/oauth/twitch',
    authBaseUrl: twitch.url,
    apiBaseUrl: twitch.url,
  };
  // The fake Twitch and test fixtures listen on loopback, which the safe fetcher refuses unless allowed.
  config.media.fetchAllowlist = ['127.0.0.1', 'localhost'];
  config.media.encodeAllRenditions = false;
  // Every test user calls from 127.0.0.1: a test file's calls together would pass a per-address limit. Each account is
  // still limited on its own; rate-limit-policy.test.ts clears this to test the address's limit.
  config.rateLimitExemptAddresses = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
  options.configure?.(config);

  const database = kind === 'postgres' && !options.postgresUrl ? await createTestDatabase() : null;
  config.databaseUrl = options.postgresUrl ?? database?.url;
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory' });
  const { url: replicaUrl, ...routingOptions } = options.replica ?? { url: null };
  const replica = replicaUrl ? await startReadRouting(opened.db, replicaUrl, routingOptions) : null;
  const readRouting = replica?.routing ?? null;
  const auth = createFirebaseVerifier({ projectId: config.firebaseProjectId, emulatorHost });
  const log = quietLogger();
  const media = createMediaServices({ config, db: opened.db, log });
  const app = await buildApp(
    { db: options.plugin ? opened.db.withPlugin(options.plugin) : opened.db, config, auth, media, twitch: createTwitchClient(config.twitch) },
    {
      logger: process.env.CLIPYARD_TEST_LOG ? { level: process.env.CLIPYARD_TEST_LOG } : false,
      checkAnswers: true,
      anonymousCacheMs: options.anonymousCacheMs ?? 0,
      timeouts: options.timeouts,
      readRouting: readRouting ?? undefined,
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  config.mediaBaseUrl = `${url}/media/`;

  return {
    url,
    kind,
    app,
    ctx: app.ctx,
    db: opened.db,
    readRouting,
    config,
    media,
    twitch,
    async close() {
      await app.close();
      await media.stop();
      await auth.close();
      await replica?.close();
      await opened.close();
      await database?.drop();
      await twitch.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A logger for the media layer that stays silent unless CLIPYARD_TEST_LOG is set. */
function quietLogger(): AppContext['log'] {
  const noop = () => {};
  const logger = { level: 'silent', fatal: noop, error: noop, warn: noop, info: noop, debug: noop, trace: noop, silent: noop, child: () => logger };
  return logger as unknown as AppContext['log'];
}
