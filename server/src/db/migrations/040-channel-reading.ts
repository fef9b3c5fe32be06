import { type Kysely, sql } from 'kysely';

/**
 * Search (issue 11): a kana `reading` for a channel's display name, so a channel called 雪花チャンネル is found by
 * typing ゆきはな, and indexes for it and for clip titles (prefix btree always; trigram GiST when pg_trgm exists, as in
 * migration 003). The reading is written by the channel's owner or the seed; empty when unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE channels ADD COLUMN reading text NOT NULL DEFAULT '';
    CREATE INDEX channels_reading_pattern ON channels (reading text_pattern_ops) WHERE reading <> '';
  `.execute(db);
  const trgm = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (Number(trgm.rows[0]?.n ?? 0) > 0) {
    await sql`
      CREATE INDEX channels_reading_trgm ON channels USING gist (reading gist_trgm_ops);
      CREATE INDEX clips_title_trgm ON clips USING gin (lower(title) gin_trgm_ops) WHERE status = 'ready';
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS clips_title_trgm;
    DROP INDEX IF EXISTS channels_reading_trgm;
    DROP INDEX IF EXISTS channels_reading_pattern;
    ALTER TABLE channels DROP COLUMN IF EXISTS reading;
  `.execute(db);
}
