import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Database } from './schema';
import { pglitePool } from './pglite-pool';
import { migrateToLatest } from './migrate';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… for a real PostgreSQL; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's data folder; undefined or 'memory' keeps it in memory (tests). */
  dataDir?: string;
}

export interface OpenDatabase {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let db: Db;
  let kind: OpenDatabase['kind'];
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    // int8 (count(*), bigint) as number: counts here never pass 2^53.
    pg.types.setTypeParser(20, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator's terminate) emits 'error' on the pool;
    // unheard, that event would crash the process. pg-pool drops that client and the next query opens a new one.
    pool.on('error', () => undefined);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    kind = 'postgres';
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const inMemory = !options.dataDir || options.dataDir === 'memory';
    if (!inMemory) mkdirSync(options.dataDir!, { recursive: true });
    const pglite = await PGlite.create(inMemory ? undefined : options.dataDir, { extensions: { pg_trgm } });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) as never }) });
    kind = 'pglite';
  }
  await migrateToLatest(db);
  return { db, kind, close: () => db.destroy() };
}

/** count(*) is a number on PGlite and a string on pg (TOOLCHAIN.md): always read counts through this. */
export function toCount(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

export { sql };
