import { type Kysely, sql } from 'kysely';

/**
 * A clip request's original upload kept for its streamer's review (issue 23 item 1, ADR 0145 second addendum): while
 * `original_container` is set ('mp4' or 'mkv', the key clipOriginalKey names) the submitter's whole upload is in the
 * media store, `original_duration_seconds` long, and the clip's current video is its part from
 * `original_start_seconds` to `original_end_seconds`. All four are cleared when the original is removed (the request
 * decided, the clip or an account deleted, or the sweep finding one left behind).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS original_container text`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS original_duration_seconds double precision`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS original_start_seconds double precision`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS original_end_seconds double precision`.execute(db);
  await sql`ALTER TABLE clips DROP CONSTRAINT IF EXISTS clips_original_check`.execute(db);
  await sql`ALTER TABLE clips ADD CONSTRAINT clips_original_check CHECK (
    (original_container IS NULL AND original_duration_seconds IS NULL AND original_start_seconds IS NULL AND original_end_seconds IS NULL)
    OR (original_container IN ('mp4', 'mkv') AND original_duration_seconds > 0 AND original_start_seconds >= 0
        AND original_end_seconds > original_start_seconds))`.execute(db);
  // The sweep looks for originals kept past their request: few rows, found without reading the table.
  await sql`CREATE INDEX IF NOT EXISTS clips_original_kept_idx ON clips (id) WHERE original_container IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clips_original_kept_idx`.execute(db);
  await sql`ALTER TABLE clips DROP CONSTRAINT IF EXISTS clips_original_check`.execute(db);
  for (const column of ['original_end_seconds', 'original_start_seconds', 'original_duration_seconds', 'original_container']) {
    await sql`ALTER TABLE clips DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
}
