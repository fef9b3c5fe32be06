import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m001 from './migrations/001-initial';
import * as m003 from './migrations/003-domain-search-and-views';

/** Migrations are listed here (not read from disk) so the bundle and tsx runs see the same set. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '003-domain-search-and-views': m003,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db).catch(() => {
    /* optional: search falls back to prefix and ILIKE matching without it */
  });
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
