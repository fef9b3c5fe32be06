import { type Kysely, sql } from 'kysely';

/**
 * The moderation log and report states (issue 22 item 1, ADR 0130).
 *
 * `moderation_log` is append-only: every moderator action is one row (who, when, what, on what, the public reason the
 * affected person is shown, a private note for moderators), and a trigger refuses any UPDATE or DELETE, so no code
 * path, not even a future one, can rewrite what a moderator did. Names are copied in (moderator, subject) because the
 * log must still read after the accounts are gone; ids are kept without foreign keys for the same reason.
 *
 * Reports gain the state 'in_review' (a moderator took the group), with who took it; the one-open-report-per-reporter
 * index covers it, so a reporter cannot file a second report on a target already under review.
 *
 * `report_messages` is the thread between a report's reporter and the moderators (PeerTube's abuse messages).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS moderation_log (
      id text PRIMARY KEY,
      -- The order of entries written by one action (they share created_at: now() is the transaction's time).
      seq bigserial NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      moderator_user_id text,
      moderator_name text,
      action text NOT NULL,
      target_kind text NOT NULL CHECK (target_kind IN ('clip','comment','channel','user')),
      target_key text NOT NULL,
      target_label text,
      -- The person the action is about (the account suspended, the comment's author, the clip's submitter): their
      -- data export lists it. Null for report actions, which concern many reporters.
      subject_user_id text,
      report_id text,
      public_reason text,
      private_note text
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS moderation_log_time ON moderation_log (created_at DESC, seq DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS moderation_log_target ON moderation_log (target_key, created_at DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS moderation_log_moderator ON moderation_log (moderator_user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS moderation_log_subject ON moderation_log (subject_user_id) WHERE subject_user_id IS NOT NULL`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION moderation_log_append_only() RETURNS trigger AS $$
    BEGIN
      RAISE EXCEPTION 'moderation_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`DROP TRIGGER IF EXISTS moderation_log_append_only ON moderation_log`.execute(db);
  await sql`
    CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE ON moderation_log
    FOR EACH ROW EXECUTE FUNCTION moderation_log_append_only()`.execute(db);
  // TRUNCATE skips row triggers: a statement trigger refuses it too.
  await sql`DROP TRIGGER IF EXISTS moderation_log_no_truncate ON moderation_log`.execute(db);
  await sql`
    CREATE TRIGGER moderation_log_no_truncate BEFORE TRUNCATE ON moderation_log
    FOR EACH STATEMENT EXECUTE FUNCTION moderation_log_append_only()`.execute(db);

  await sql`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_status_check`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_status_check CHECK (status IN ('open','in_review','dismissed','actioned'))`.execute(db);
  await sql`ALTER TABLE reports ADD COLUMN IF NOT EXISTS review_started_at timestamptz`.execute(db);
  await sql`ALTER TABLE reports ADD COLUMN IF NOT EXISTS reviewer_user_id text REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS reports_one_open`.execute(db);
  await sql`CREATE UNIQUE INDEX reports_one_open ON reports (reporter_user_id, target_key) WHERE status IN ('open','in_review')`.execute(db);
  await sql`DROP INDEX IF EXISTS reports_open_target`.execute(db);
  await sql`CREATE INDEX reports_open_target ON reports (target_key) WHERE status IN ('open','in_review')`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS reports_closed ON reports (status, resolved_at DESC) WHERE status IN ('dismissed','actioned')`.execute(db);

  await sql`
    CREATE TABLE IF NOT EXISTS report_messages (
      id text PRIMARY KEY,
      report_id text NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
      author_user_id text REFERENCES users(id) ON DELETE SET NULL,
      author_role text NOT NULL CHECK (author_role IN ('reporter','moderator')),
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS report_messages_thread ON report_messages (report_id, created_at, id)`.execute(db);

  // A moderator's message tells the reporter: notification kind 'report_message', linked to the report.
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(KINDS.map((k) => sql.lit(k)))}))`.execute(db);
  await sql`ALTER TABLE notifications ADD COLUMN IF NOT EXISTS report_id text REFERENCES reports(id) ON DELETE CASCADE`.execute(db);
}

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
  'report_message',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'report_message'`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN IF EXISTS report_id`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(KINDS.slice(0, -1).map((k) => sql.lit(k)))}))`.execute(db);
  await sql`DROP TABLE IF EXISTS report_messages`.execute(db);
  await sql`DROP INDEX IF EXISTS reports_closed`.execute(db);
  await sql`UPDATE reports SET status = 'open' WHERE status = 'in_review'`.execute(db);
  await sql`DROP INDEX IF EXISTS reports_open_target`.execute(db);
  await sql`CREATE INDEX reports_open_target ON reports (target_key) WHERE status = 'open'`.execute(db);
  await sql`DROP INDEX IF EXISTS reports_one_open`.execute(db);
  await sql`CREATE UNIQUE INDEX reports_one_open ON reports (reporter_user_id, target_key) WHERE status = 'open'`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN IF EXISTS reviewer_user_id`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN IF EXISTS review_started_at`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_status_check`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_status_check CHECK (status IN ('open','dismissed','actioned'))`.execute(db);
  await sql`DROP TABLE IF EXISTS moderation_log`.execute(db);
  await sql`DROP FUNCTION IF EXISTS moderation_log_append_only()`.execute(db);
}
