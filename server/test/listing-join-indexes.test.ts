import { sql } from 'kysely';
import { createTestServer, type TestServer } from './support/test-server';

/**
 * Every listing joins a clip to its channel by `ch.login = c.channel_login` (clip-row.ts). pg_trgm's operator classes
 * answer `=` too, and at a million clips the planner took a trigram index on channels.login for that join: 20 to 50
 * times slower a row than the primary key (migration 126, ADR 0140). No trigram index may cover the bare column.
 */
describe('indexes of the clip to channel join', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('has no trigram index on channels.login itself, only on lower(login), which search asks for', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'channels' AND indexdef ~ '_trgm_ops'
    `.execute(server.db);
    const onLogin = rows.filter((r) => /\(\s*login\s+(gist|gin)_trgm_ops/.test(r.indexdef));
    expect(onLogin).toEqual([]);
    const trgm = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(server.db);
    if (Number(trgm.rows[0]!.n) > 0) expect(rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['channels_login_lower_trgm', 'channels_login_lower_gin']));
  });

  it('joins a clip to its channel by a btree on login when it takes an index at all', async () => {
    const plan = await server.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT ch.display_name FROM clips c JOIN channels ch ON ch.login = c.channel_login WHERE c.id = 'x'
      `.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/on channels ch/);
    expect(plan).not.toMatch(/trgm|_gin/);
  });
});
