import { createTestDatabase, TEMPLATE_DB_ENV } from './support/test-database';

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
    expect(process.env[TEMPLATE_DB_ENV]).toMatch(/^clipyard_template_[0-9a-f]+$/);
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
});
