import { type Kysely, sql } from 'kysely';

/**
 * Listings at a million clips (issue 24 item 4, ADR 0140): every listing joins each clip to its channel by
 * `ch.login = c.channel_login`. pg_trgm (1.6) gives its GiST and GIN operator classes the `=` operator too, and the
 * planner took the trigram indexes on channels.login (migrations 003 and 042) for that join instead of the primary
 * key: 0.09 ms (GiST) to 0.27 ms (GIN) a row instead of a few microseconds, so 94 of a trending page's 105 ms and
 * 600 of a title search's 621 ms (bench/api BENCH_SCENARIO=million). The trigram indexes now cover lower(login),
 * which search asks for (logins are lower case), and which an equality on login cannot use: the join takes the key.
 * Only when pg_trgm exists, as in migration 042.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS channels_login_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS channels_login_gin`.execute(db);
  const trgm = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (Number(trgm.rows[0]?.n ?? 0) === 0) return;
  await sql`CREATE INDEX IF NOT EXISTS channels_login_lower_trgm ON channels USING gist (lower(login) gist_trgm_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS channels_login_lower_gin ON channels USING gin (lower(login) gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS channels_login_lower_gin`.execute(db);
  await sql`DROP INDEX IF EXISTS channels_login_lower_trgm`.execute(db);
  const trgm = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (Number(trgm.rows[0]?.n ?? 0) === 0) return;
  await sql`CREATE INDEX IF NOT EXISTS channels_login_trgm ON channels USING gist (login gist_trgm_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS channels_login_gin ON channels USING gin (login gin_trgm_ops) WITH (fastupdate = off)`.execute(db);
}
