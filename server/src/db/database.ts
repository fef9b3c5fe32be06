import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { pglitePool } from './pglite-pool';
import { migrateToLatest } from './migrate';
import { readMemorySnapshot } from './memory-snapshot';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… for a real PostgreSQL; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's data folder; undefined or 'memory' keeps it in memory (tests). */
  dataDir?: string;
  /** PostgreSQL connection pool bounds (defaults: DEFAULT_POOL). */
  pool?: Partial<PoolSettings>;
  /**
   * An in-memory PGlite starts from this migrated dump (memory-snapshot.ts); undefined reads the one
   * PGLITE_MEMORY_SNAPSHOT names, null starts fresh.
   */
  memorySnapshot?: Blob | null;
}

/**
 * Every wait on PostgreSQL is bounded, so a stopped, restarting or unreachable database makes calls fail fast
 * (503 TEMPORARILY_UNAVAILABLE, see isDatabaseUnavailable) instead of piling up: `connectTimeoutMs` bounds opening
 * a connection and waiting for a free one in the pool, `queryTimeoutMs` bounds one query's round trip (a frozen
 * server or a silently dropped network). Migrations run on their own connection without the query bound.
 */
export interface PoolSettings {
  max: number;
  connectTimeoutMs: number;
  queryTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = { max: 10, connectTimeoutMs: 5_000, queryTimeoutMs: 15_000 };

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PGlite only: its whole data folder as a gzipped tarball (memory-snapshot.ts). */
  dumpDataDir?(): Promise<Blob>;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pg = await loadPg();
    const settings = { ...DEFAULT_POOL, ...options.pool };
    // Migrations may run longer than any request should: their own short-lived connection, no query bound.
    const migrator = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 1 }) }) });
    try {
      await migrateToLatest(migrator);
    } finally {
      await migrator.destroy();
    }
    const db = postgresDb(pg, options.databaseUrl, settings);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const inMemory = !options.dataDir || options.dataDir === 'memory';
  if (!inMemory) mkdirSync(options.dataDir!, { recursive: true });
  const snapshot = inMemory ? (options.memorySnapshot === undefined ? readMemorySnapshot() : options.memorySnapshot) : null;
  const pglite = snapshot
    ? await PGlite.create({ loadDataDir: snapshot, extensions: { pg_trgm } })
    : await PGlite.create(inMemory ? undefined : options.dataDir, { extensions: { pg_trgm } });
  const db: Db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) as never }) });
  await migrateToLatest(db);
  return { db, kind: 'pglite', close: () => db.destroy(), dumpDataDir: () => pglite.dumpDataDir('gzip') };
}

/**
 * A read replica (DATABASE_REPLICA_URL, ADR 0142): the same bounded pool, no migrations (a standby is read-only and
 * replays the primary's).
 */
export async function openReplica(url: string, pool?: Partial<PoolSettings>): Promise<{ db: Db; close(): Promise<void> }> {
  const db = postgresDb(await loadPg(), url, { ...DEFAULT_POOL, ...pool });
  return { db, close: () => db.destroy() };
}

/** The pg driver, with int8 (count(*), bigint) read as number: counts here never pass 2^53. */
async function loadPg(): Promise<typeof import('pg').default> {
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(20, (value: string) => Number(value));
  return pg;
}

function postgresDb(pg: { Pool: typeof import('pg').Pool }, connectionString: string, settings: PoolSettings): Db {
  const pool = new pg.Pool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    query_timeout: settings.queryTimeoutMs,
    // TCP keep-alive: a connection whose peer vanished without a word is found dead and replaced.
    keepAlive: true,
  });
  // An idle connection the server ends (a restart, an administrator's terminate) emits 'error' on the pool;
  // unheard, that event would crash the process. pg-pool drops that client and the next query opens a new one.
  pool.on('error', () => undefined);
  // pg-pool listens for a client's errors only while it is idle. A connection that dies while checked out between
  // two queries (inside a transaction) emits 'error' with nobody listening, which would crash the process: heard
  // here, the client's next query fails (503, ADR 0048) and pg-pool drops it on release (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    // No parallel workers for the API's statements (ADR 0157): each is a short keyset page or a lookup, and a Gather
    // waits for its workers to start (30 ms and more on a loaded 2-core machine, for a sort of 1,000 ranks that takes
    // 0.3 ms). Queued on the new connection before any statement of the pool's callers, so every one runs under it.
    client.query('SET max_parallel_workers_per_gather = 0').catch(() => undefined);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** count(*) is a number on PGlite and a string on pg (TOOLCHAIN.md): always read counts through this. */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

export { sql };
