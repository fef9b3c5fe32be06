import { type Kysely, sql } from 'kysely';

/**
 * Issue 10 (studio and moderation):
 * - reports remember which admin closed them and with what action (dismissed, clip_removed, comment_removed,
 *   commenter_blocked), besides when (resolved_at);
 * - users.commenting_blocked_at/by: an admin's block on commenting (submitComment answers COMMENTING_BLOCKED);
 * - clip_view_days: counted views per clip and UTC day, written where views are counted, for the streamer
 *   overview's views-per-day chart. Views counted before this table existed have no day and are not drawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reports ADD COLUMN resolved_by_user_id text REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE reports ADD COLUMN resolution_action text
      CHECK (resolution_action IN ('dismissed','clip_removed','comment_removed','commenter_blocked','closed'));
    CREATE INDEX reports_open_target ON reports (target_key) WHERE status = 'open';

    ALTER TABLE users ADD COLUMN commenting_blocked_at timestamptz;
    ALTER TABLE users ADD COLUMN commenting_blocked_by text REFERENCES users(id) ON DELETE SET NULL;

    CREATE TABLE clip_view_days (
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      day date NOT NULL,
      views integer NOT NULL DEFAULT 0,
      PRIMARY KEY (clip_id, day)
    );
    CREATE INDEX clip_view_days_day ON clip_view_days (day);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS clip_view_days;
    ALTER TABLE users DROP COLUMN IF EXISTS commenting_blocked_by;
    ALTER TABLE users DROP COLUMN IF EXISTS commenting_blocked_at;
    DROP INDEX IF EXISTS reports_open_target;
    ALTER TABLE reports DROP COLUMN IF EXISTS resolution_action;
    ALTER TABLE reports DROP COLUMN IF EXISTS resolved_by_user_id;
  `.execute(db);
}
