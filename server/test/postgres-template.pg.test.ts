import { readFileSync } from 'node:fs';
import { dropOrphanTemplates } from './support/postgres-template';
import { createTestDatabase, TEMPLATE_DB_ENV, withAdmin } from './support/test-database';

/**
 * The run's template (support/postgres-template.ts, made by the jest globalSetup): a test database is a copy of the
 * migrated schema, so openDatabase has nothing left to run; without a template it starts empty, as before.
 */
describe('test databases copied from the run’s migrated template', () => {
  async function migrationsIn(url: string): Promise<number | null> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS present`);
      if (!rows[0].present) return null;
      return (await client.query('SELECT count(*)::int AS n FROM kysely_migration')).rows[0].n as number;
    } finally {
      await client.end();
    }
  }

  it('holds every migration when the run has a template', async () => {
    expect(process.env[TEMPLATE_DB_ENV]).toMatch(/^clipyard_template_[0-9]+_[0-9a-f]+$/);
    const database = await createTestDatabase();
    try {
      expect(await migrationsIn(database.url)).toBeGreaterThan(20);
    } finally {
      await database.drop();
    }
  });

  it('is empty without one (and openDatabase migrates it)', async () => {
    const template = process.env[TEMPLATE_DB_ENV];
    delete process.env[TEMPLATE_DB_ENV];
    const database = await createTestDatabase();
    try {
      expect(await migrationsIn(database.url)).toBeNull();
    } finally {
      process.env[TEMPLATE_DB_ENV] = template;
      await database.drop();
    }
  });

  it('a template whose run ended without its teardown is dropped by the next run; a running one’s is kept', async () => {
    // No process can have a pid above pid_max; this test's own pid is running.
    const deadPid = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8')) + 1;
    const orphan = `clipyard_template_${deadPid}_0a0a0a`;
    const alive = `clipyard_template_${process.pid}_0b0b0b`;
    await withAdmin(async (admin) => {
      const exists = async (name: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
      try {
        await admin.query(`CREATE DATABASE ${orphan}`);
        await admin.query(`CREATE DATABASE ${alive}`);
        expect(await dropOrphanTemplates()).toContain(orphan);
        expect(await exists(orphan)).toBe(false);
        expect(await exists(alive)).toBe(true);
        // The run's own template (its creator, this jest, is running) is kept too.
        expect(await exists(process.env[TEMPLATE_DB_ENV]!)).toBe(true);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${orphan}`);
        await admin.query(`DROP DATABASE IF EXISTS ${alive}`);
      }
    });
  });
});
