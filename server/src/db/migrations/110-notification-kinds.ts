import { type Kysely, sql } from 'kysely';

/**
 * More events in the notification centre (issue 19, ADR 0118):
 * - kinds 'clip_request' (a streamer hears of clip requests to their channel), 'clip_removed' (a moderator took a
 *   clip down: its submitter and its channel's streamer hear of it), 'comment_reply' and 'comment_mention' (replies
 *   and @mentions, written by the comments feature).
 * - `reason`: the public reason a moderator gave for a removal (shown to the people told; never the private notes).
 * - `item_count`: how many clip requests an aggregated 'clip_request' row stands for (null for every other kind).
 *
 * The CHECK of migration 107 was declared on the column, so PostgreSQL (and PGlite) named it notifications_kind_check.
 */
const KINDS = [
  'new_clip',
  'request_approved',
  'request_rejected',
  'clip_comment',
  'report_resolved',
  'clip_request',
  'clip_removed',
  'comment_reply',
  'comment_mention',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(KINDS.map((k) => sql.lit(k)))}))`.execute(db);
  await sql`ALTER TABLE notifications ADD COLUMN IF NOT EXISTS reason text`.execute(db);
  await sql`ALTER TABLE notifications ADD COLUMN IF NOT EXISTS item_count integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind IN ('clip_request','clip_removed','comment_reply','comment_mention')`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN IF EXISTS item_count`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN IF EXISTS reason`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('new_clip','request_approved','request_rejected','clip_comment','report_resolved'))`.execute(db);
}
