import { type Kysely, sql } from 'kysely';

/**
 * Unlisted and hidden clips, and appeals (issue 22 item 2, ADR 0132).
 *
 * `clips.visibility`: 'public' (everywhere), 'unlisted' (its page and media by link only, absent from every list,
 * search and the sitemap) or 'hidden' (gone for everyone but its streamer, its submitter and the moderators). A
 * moderator's public reason and the log entry of that decision stay on the clip while it lasts: the streamer and the
 * submitter read the reason on the clip page, and an appeal names the decision it contests.
 *
 * `clip_appeals`: one per person and decision (the unique index is the "appeal once"); an open appeal reopens the
 * reports that led to the decision, and a moderator grants it (the clip is public again) or denies it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS visibility text NOT NULL DEFAULT 'public'`.execute(db);
  await sql`ALTER TABLE clips DROP CONSTRAINT IF EXISTS clips_visibility_check`.execute(db);
  await sql`ALTER TABLE clips ADD CONSTRAINT clips_visibility_check CHECK (visibility IN ('public','unlisted','hidden'))`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS moderation_reason text`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS moderated_at timestamptz`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS moderation_entry_id text`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_moderated ON clips (moderated_at DESC) WHERE visibility <> 'public'`.execute(db);

  await sql`
    CREATE TABLE IF NOT EXISTS clip_appeals (
      id text PRIMARY KEY,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      -- The moderation log entry of the decision appealed (the log keeps no foreign keys; neither does this).
      moderation_entry_id text NOT NULL,
      visibility text NOT NULL CHECK (visibility IN ('unlisted','hidden')),
      appellant_user_id text REFERENCES users(id) ON DELETE SET NULL,
      appellant_role text NOT NULL CHECK (appellant_role IN ('streamer','submitter')),
      body text NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','granted','denied')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by_user_id text REFERENCES users(id) ON DELETE SET NULL,
      decision_reason text
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS clip_appeals_once ON clip_appeals (moderation_entry_id, appellant_user_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clip_appeals_queue ON clip_appeals (status, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clip_appeals_clip ON clip_appeals (clip_id)`.execute(db);

  // The appeal that reopened a report: deciding the appeal closes it again.
  await sql`ALTER TABLE reports ADD COLUMN IF NOT EXISTS reopened_by_appeal_id text REFERENCES clip_appeals(id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_resolution_action_check`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_resolution_action_check CHECK (resolution_action IN (${sql.join(RESOLUTIONS.map((r) => sql.lit(r)))}))`.execute(db);

  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(KINDS.map((k) => sql.lit(k)))}))`.execute(db);
}

const RESOLUTIONS = ['dismissed', 'clip_removed', 'comment_removed', 'commenter_blocked', 'closed', 'clip_unlisted', 'clip_hidden'];
const OLD_KINDS = ['new_clip', 'request_approved', 'request_rejected', 'clip_comment', 'report_resolved', 'clip_request', 'clip_removed', 'comment_reply', 'comment_mention', 'report_message'];
/** The streamer and submitter hear of an unlisting, a hiding, a restoring and a denied appeal. */
const NEW_KINDS = ['clip_unlisted', 'clip_hidden', 'clip_restored', 'appeal_denied'];
const KINDS = [...OLD_KINDS, ...NEW_KINDS];

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind IN (${sql.join(NEW_KINDS.map((k) => sql.lit(k)))})`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(OLD_KINDS.map((k) => sql.lit(k)))}))`.execute(db);
  await sql`UPDATE reports SET resolution_action = 'closed' WHERE resolution_action IN ('clip_unlisted','clip_hidden')`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_resolution_action_check`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_resolution_action_check CHECK (resolution_action IN (${sql.join(RESOLUTIONS.slice(0, 5).map((r) => sql.lit(r)))}))`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN IF EXISTS reopened_by_appeal_id`.execute(db);
  await sql`DROP TABLE IF EXISTS clip_appeals`.execute(db);
  await sql`DROP INDEX IF EXISTS clips_moderated`.execute(db);
  for (const column of ['moderation_entry_id', 'moderated_at', 'moderation_reason']) {
    await sql`ALTER TABLE clips DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
  await sql`ALTER TABLE clips DROP CONSTRAINT IF EXISTS clips_visibility_check`.execute(db);
  await sql`ALTER TABLE clips DROP COLUMN IF EXISTS visibility`.execute(db);
}
