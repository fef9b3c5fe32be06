import { type Kysely, sql } from 'kysely';

/**
 * Views that scale on one hot clip (issue 24 item 1, ADR 0139). A counted view used to update the clip's row and its
 * day's row in the viewer's own transaction, so a crowd watching one clip queued on those two rows. Now the viewer's
 * request writes only its own clip_views row, marked not yet folded; a folder on every API instance adds the unfolded
 * rows to clips.view_count and clip_view_days every few seconds, one transaction for many views.
 *
 * Rows already there were counted the old way: they are folded. New rows are unfolded until the folder takes them.
 * The partial index is the folder's queue (small: seconds of views); counted_at's index serves the purge of rows past
 * 24 hours, which no longer decide anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clip_views ADD COLUMN IF NOT EXISTS folded boolean NOT NULL DEFAULT true;
    ALTER TABLE clip_views ALTER COLUMN folded SET DEFAULT false;
    CREATE INDEX IF NOT EXISTS clip_views_unfolded ON clip_views (counted_at) WHERE NOT folded;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS clip_views_unfolded;
    ALTER TABLE clip_views DROP COLUMN IF EXISTS folded;
  `.execute(db);
}
