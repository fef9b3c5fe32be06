import { type Kysely, sql } from 'kysely';

/**
 * Search speed (issue 11, ADR 0071): trigram GIN indexes for substring (LIKE '%…%') matching of channel logins,
 * display names and readings. The GiST ones of migrations 003 and 040 stay for the fuzzy nearest-first (`<->`) step,
 * which GIN cannot order; GIN answers LIKE '%…%' from its posting lists several times faster than GiST's signatures.
 * Every trigram GIN is `fastupdate = off` (clip titles' of migration 040 too): with the default pending list, rows
 * inserted since the last vacuum are scanned one by one by every search (a 200,000-clip insert left 9,000 pending
 * tuples and made a rare title query 25 times slower until VACUUM); writing each title into the index at insert is
 * the cheaper side for a site that searches far more often than it adds clips.
 * Only when pg_trgm exists; without it substring search is a sequential scan, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const trgm = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (Number(trgm.rows[0]?.n ?? 0) === 0) return;
  await sql`
    CREATE INDEX channels_login_gin ON channels USING gin (login gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX channels_display_name_gin ON channels USING gin (lower(display_name) gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX channels_reading_gin ON channels USING gin (reading gin_trgm_ops) WITH (fastupdate = off) WHERE reading <> '';
    ALTER INDEX clips_title_trgm SET (fastupdate = off);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER INDEX IF EXISTS clips_title_trgm RESET (fastupdate);
    DROP INDEX IF EXISTS channels_reading_gin;
    DROP INDEX IF EXISTS channels_display_name_gin;
    DROP INDEX IF EXISTS channels_login_gin;
  `.execute(db);
}
