import { type KyselyPlugin, sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '@clipyard/server/src/app';
import { ServerTimings } from './server-timings';
import { createFirebaseVerifier } from '@clipyard/server/src/auth/firebase-verifier';
import { loadConfig } from '@clipyard/server/src/config';
import { type Db, openDatabase } from '@clipyard/server/src/db/database';
import { createMediaServices } from '@clipyard/server/src/media';
import { createTwitchClient } from '@clipyard/server/src/twitch/twitch-client';

export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

export interface BenchStack {
  url: string;
  db: Db;
  clipIds: string[];
  /** The PostgreSQL database's address (undefined on PGlite). */
  databaseUrl?: string;
  /** How many requests the server has received so far (what reached the origin, behind a proxy). */
  received(): number;
  /** The server's own time per call (server-timings.ts). */
  timings: ServerTimings;
  close(): Promise<void>;
}

/**
 * The real server (rate limits off, quiet log) on 127.0.0.1:0 with a fresh database of `clipCount` ready clips.
 * `capture`: the server's queries pass through it (million.ts reads the plans of the listings the API really runs).
 */
export async function startServer(kind: 'pglite' | 'postgres', clipCount: number, capture?: KyselyPlugin, options: { anonymousCacheMs?: number } = {}): Promise<BenchStack> {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'clipyard-bench-media-'));
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    dbName = `clipyard_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({ DATA_DIR: 'memory', SEED: 'false', RATE_LIMIT: 'false' });
  config.databaseUrl = databaseUrl;
  config.mediaDir = mediaDir;
  config.firebaseAuthEmulatorHost = EMULATOR;
  // The search data set (200,000 clips by generate_series) is seeded through this pool: no per-query bound for it.
  const opened = await openDatabase({ databaseUrl, dataDir: 'memory', pool: { queryTimeoutMs: 0, ...(process.env.BENCH_POOL_MAX ? { max: Number(process.env.BENCH_POOL_MAX) } : {}) } });
  const auth = createFirebaseVerifier({ projectId: config.firebaseProjectId, emulatorHost: EMULATOR });
  const silent = { level: 'silent' } as const;
  const serverDb = capture ? opened.db.withPlugin(capture) : opened.db;
  const app = await buildApp(
    { db: serverDb, config, auth, media: createMediaServices({ config, db: opened.db, log: quietLog() }), twitch: createTwitchClient(config.twitch) },
    // As main.ts runs it: anonymous listings reused for 1 s (ANON_CACHE_MS; BENCH_ANON_CACHE_MS=0 measures without).
    { logger: silent, anonymousCacheMs: options.anonymousCacheMs ?? Number(process.env.BENCH_ANON_CACHE_MS ?? 1000) },
  );
  let received = 0;
  app.addHook('onRequest', async () => {
    received += 1;
  });
  const timings = new ServerTimings();
  app.addHook('onResponse', async (request, reply) => {
    timings.record(request.routeOptions.url ?? request.url, reply.elapsedTime);
  });
  const clipIds = await seedClips(opened.db, clipCount);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db: opened.db,
    clipIds,
    databaseUrl,
    received: () => received,
    timings,
    async close() {
      await app.close();
      await auth.close();
      await opened.close();
      if (dbName) await dropDatabase(dbName);
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Direct inserts: 20 channels and `count` ready clips spread over 30 days with varied likes and views. */
async function seedClips(db: Db, count: number): Promise<string[]> {
  const channels = Array.from({ length: 20 }, (_, i) => `bench_channel_${i}`);
  await db.insertInto('channels').values(channels.map((login) => ({ login, display_name: login.replace('_', ' ') }))).execute();
  const ids: string[] = [];
  const rows = Array.from({ length: count }, (_, i) => {
    const id = `bench${i.toString().padStart(6, '0')}${randomBytes(2).toString('hex')}`;
    ids.push(id);
    const at = new Date(Date.now() - ((i * 7919) % (30 * 24)) * 3_600_000);
    return {
      id,
      channel_login: channels[i % channels.length]!,
      title: `Bench clip ${i} ベンチ`,
      status: 'ready' as const,
      duration_seconds: 10 + (i % 50),
      width: 1280,
      height: 720,
      like_count: (i * 31) % 500,
      view_count: (i * 97) % 10_000,
      renditions: JSON.stringify(['source']),
      thumbnail_formats: JSON.stringify(['webp']),
      created_at: at,
      published_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('clips').values(rows.slice(i, i + 100)).execute();
  return ids;
}

/**
 * Search data (issue 11): `channels` channels with Latin and Japanese display names (kana readings too) and `clips`
 * ready clips with varied titles, inserted by generate_series so 200,000 rows take seconds.
 */
export async function seedSearchData(db: Db, channels: number, clips: number): Promise<void> {
  await sql`
    INSERT INTO channels (login, display_name, reading)
    SELECT 'srch_' || i,
           CASE WHEN i % 3 = 0 THEN '雪花' || i || 'チャンネル' WHEN i % 3 = 1 THEN 'Speedy Runner ' || i ELSE 'たぬき実況' || i END,
           CASE WHEN i % 3 = 0 THEN 'ゆきはな' || i WHEN i % 3 = 2 THEN 'たぬきじっきょう' || i ELSE '' END
    FROM generate_series(1, ${channels}) AS i
  `.execute(db);
  await sql`
    INSERT INTO clips (id, channel_login, title, status, renditions, thumbnail_formats, created_at, published_at)
    SELECT 'srchclip' || i, 'srch_' || (1 + i % ${channels}),
           (ARRAY['World record', 'Funny fail', '神プレイ', 'Boss fight', 'Speedrun'])[1 + i % 5] || ' ' || i,
           'ready', '["source"]', '["webp"]', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    FROM generate_series(1, ${clips}) AS i
  `.execute(db);
  await sql`ANALYZE channels; ANALYZE clips`.execute(db);
}

/** A Firebase user in the emulator, registered with Clipyard on the server: answers its ID token. */
export async function registeredUserToken(serverUrl: string): Promise<string> {
  const email = `bench.${randomBytes(6).toString('hex')}@example.com`;
  const response = await fetch(`http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', returnSecureToken: true }),
  });
  await response.json();
  // A password sign-in's token: the sign-up token's auth_time can fall a second before validSince in the emulator.
  const signedIn = await fetch(`http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', returnSecureToken: true }),
  });
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const registered = await fetch(`${serverUrl}/client/userLogins/accountRegistration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ username: `bench_${randomBytes(5).toString('hex')}` }),
  });
  if (!registered.ok) throw new Error(`accountRegistration failed: ${await registered.text()}`);
  return idToken;
}

/** After the pool's sockets have really closed (pg-pool's end() resolves earlier), so no late FATAL reaches it. */
async function dropDatabase(name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    await client.end();
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function quietLog() {
  const noop = () => {};
  const log = { level: 'silent', fatal: noop, error: noop, warn: noop, info: noop, debug: noop, trace: noop, silent: noop, child: () => log };
  return log as never;
}
