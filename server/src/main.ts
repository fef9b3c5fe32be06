import pino from 'pino';
import { buildApp } from './app';
import { createFirebaseVerifier } from './auth/firebase-verifier';
import { emulatorBindingProblem, emulatorNetworkWarning, loadConfig, type ServerConfig } from './config';
import { type Db, openDatabase } from './db/database';
import { type ReadRouting, startReadRouting } from './db/read-replica';
import { createMediaServices } from './media';
import { mediaSupportWarning } from './media/ffmpeg/capabilities';
import { seedDemoAccounts } from './seed/demo-accounts';
import { seedDemoData } from './seed';
import { stopOnSignals } from './stop-on-signals';
import { createTwitchClient } from './twitch/twitch-client';
import { startPushDispatcher } from './domain/notifications/push';
import { startViewFolding } from './features/playback/view-folding';
import { startTrendingRanker } from './features/listing/trending-ranks';

/**
 * Starts Clipyard's API and media host with nothing but the environment (README lists it). With no env at all:
 * PGlite in ./data, the Auth emulator at 127.0.0.1:9099, media in ./data/media, demo data on first start.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // One logger for Fastify and the media workers (which start before the app exists).
  const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const bindingProblem = emulatorBindingProblem(config);
  if (bindingProblem) throw new Error(bindingProblem);
  const warning = emulatorNetworkWarning(config);
  if (warning) {
    log.warn(warning);
    console.error(`\n${'!'.repeat(80)}\n${warning}\n${'!'.repeat(80)}\n`);
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.databasePool });
  log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database ready (migrations applied)');

  const readRouting = await openReadRouting(config, database.db, log);

  const auth = createFirebaseVerifier({ projectId: config.firebaseProjectId, emulatorHost: config.firebaseAuthEmulatorHost });
  const media = createMediaServices({ config, db: database.db, log });
  // Probed once: renditions this ffmpeg cannot make are never queued, and the operator is told which and why.
  const missingMedia = await mediaSupportWarning();
  if (missingMedia) log.warn(missingMedia);
  const app = await buildApp(
    { db: database.db, config, auth, media, twitch: createTwitchClient(config.twitch) },
    {
      loggerInstance: log,
      readRouting: readRouting?.routing,
      trustProxy: process.env.TRUST_PROXY === 'true',
      // Signed-out listings may be up to this old (1 s by default): the frontpage under a crowd (README).
      anonymousCacheMs: Number(process.env.ANON_CACHE_MS ?? 1000),
    },
  );

  if (config.seed) {
    const seeded = await seedDemoData({ db: database.db, log, media });
    if (seeded) {
      log.info({ channels: seeded.channelCount }, 'demo data seeded (SEED=false turns this off)');
      seeded.videos.catch((error: unknown) => log.error({ err: error }, 'demo videos failed'));
    }
    // Demo accounts exist only on the Auth emulator: a real Firebase project never gets a known password.
    if (config.firebaseAuthEmulatorHost) {
      const accounts = await seedDemoAccounts({ db: database.db, emulatorHost: config.firebaseAuthEmulatorHost, log });
      log.info({ accounts: accounts.map((a) => a.email) }, 'demo accounts ready (password clipyard-demo)');
    }
  }

  media.startWorkers();
  // Web Push for new notifications, every few seconds (ADR 0108).
  const stopPush = startPushDispatcher({ db: database.db, push: config.push, log });
  // Counted views into the clips' counts, every 2 s (ADR 0139).
  const stopViewFolding = startViewFolding({ db: database.db, log });
  // Trending's ranking, at once and then every minute (ADR 0140).
  const stopTrendingRanker = startTrendingRanker({ db: database.db, log });
  await app.listen({ host: config.host, port: config.port });
  // Before the line that says it is ready: whoever waits for that line may stop it at once (a signal that arrived
  // before its handler ended the process without its graceful stop: scale-out.pg.test.ts, run 70).
  stopOnSignals(log, async () => {
    await app.close(); // stops accepting, finishes requests in flight
    await stopPush();
    await stopViewFolding(); // after the last request: its views are folded too
    await stopTrendingRanker();
    await media.stop(); // running encode jobs are released and retried by the next start
    await auth.close();
    await readRouting?.close();
    await database.close();
  });
  log.info(
    { firebase: config.firebaseAuthEmulatorHost ? `emulator ${config.firebaseAuthEmulatorHost}` : `project ${config.firebaseProjectId}`, twitch: config.twitch.clientId ? 'configured' : 'not configured', encodeWorkers: config.media.runEncodeWorkers ? config.media.encodeConcurrency : 0 },
    `Clipyard API listening on http://localhost:${config.port}`,
  );
}

/** The read replica of DATABASE_REPLICA_URL and the routing of public reads to it (ADR 0142), when configured. */
async function openReadRouting(config: ServerConfig, primary: Db, log: pino.Logger): Promise<{ routing: ReadRouting; close(): Promise<void> } | null> {
  if (!config.databaseReplicaUrl) return null;
  if (!config.databaseUrl) throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: a replica follows a PostgreSQL primary (PGlite has none)');
  const opened = await startReadRouting(primary, config.databaseReplicaUrl, { pool: config.databasePool });
  log.info('read replica configured: public reads go there while it is within about a second of the primary');
  return opened;
}

main().catch((error: unknown) => {
  console.error('Clipyard API failed to start:', error);
  process.exit(1);
});
