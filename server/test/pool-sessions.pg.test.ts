import { sql } from 'kysely';
import { createTestDatabase } from './support/test-database';
import { type OpenDatabase, openDatabase } from '../src/db/database';

/**
 * What every connection of the API's PostgreSQL pool runs under (ADR 0157): no parallel workers, so a short listing
 * never waits for worker processes to start. Runs in the postgres jest project only (PGlite has no workers).
 */
describe('the PostgreSQL pool’s sessions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: OpenDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await openDatabase({ databaseUrl: database.url, dataDir: 'memory', pool: { max: 4 } });
  });
  afterAll(async () => {
    await opened.close();
    await database.drop();
  });

  it('plans every statement without parallel workers, on each of its connections', async () => {
    // Twelve at once over a pool of four: each of its connections answers, the first statement of each included.
    const settings = await Promise.all(
      Array.from({ length: 12 }, () => sql<{ max_parallel_workers_per_gather: string; pid: number }>`
        SELECT current_setting('max_parallel_workers_per_gather') AS max_parallel_workers_per_gather, pg_backend_pid() AS pid, pg_sleep(0.05)`.execute(opened.db)),
    );
    const rows = settings.map((result) => result.rows[0]!);
    expect(new Set(rows.map((row) => row.pid)).size).toBe(4);
    expect(new Set(rows.map((row) => row.max_parallel_workers_per_gather))).toEqual(new Set(['0']));
  });

  it('a ranked listing over many rows is not planned as a Gather', async () => {
    await sql`CREATE TABLE parallel_probe AS SELECT g AS id, random() AS score FROM generate_series(1, 200000) AS g`.execute(opened.db);
    await sql`ANALYZE parallel_probe`.execute(opened.db);
    const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM parallel_probe ORDER BY score DESC LIMIT 25`.execute(opened.db);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Seq Scan on parallel_probe');
    expect(text).not.toContain('Gather');
  });
});
