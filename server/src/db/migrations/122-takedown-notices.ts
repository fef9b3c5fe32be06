import { type Kysely, sql } from 'kysely';

/**
 * Copyright takedown notices (issue 22 item 3, ADR 0135).
 *
 * `takedown_notices`: one per channel a filed notice names (a filing naming clips of two channels is two notices,
 * sharing `filing_id`), so each streamer answers and each moderator decides one channel's clips. The notice's text is
 * kept as filed: the addresses given, the work, the claimant's name, email and signature, and the two statements
 * affirmed. 'open' → 'countered' (the streamer filed a counter-notice) → 'restored' or 'removed' (upheld: it counts
 * against the channel, its repeat-infringer count).
 *
 * `takedown_notice_clips`: the clips a notice names (hidden at once while the notice is open).
 * `takedown_counter_notices`: at most one per notice (the unique index is the "once").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS takedown_notices (
      id text PRIMARY KEY,
      filing_id text NOT NULL,
      channel_login text NOT NULL,
      claimant_user_id text REFERENCES users(id) ON DELETE SET NULL,
      claimant_name text NOT NULL,
      claimant_email text NOT NULL,
      work_description text NOT NULL,
      clip_urls text NOT NULL,
      signature text NOT NULL,
      good_faith boolean NOT NULL,
      accurate boolean NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','countered','restored','removed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by_user_id text REFERENCES users(id) ON DELETE SET NULL,
      decision_reason text
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS takedown_notices_queue ON takedown_notices (status, created_at, id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS takedown_notices_channel ON takedown_notices (channel_login, status)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS takedown_notices_claimant ON takedown_notices (claimant_user_id) WHERE claimant_user_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS takedown_notice_clips (
      notice_id text NOT NULL REFERENCES takedown_notices(id) ON DELETE CASCADE,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      clip_title text NOT NULL,
      PRIMARY KEY (notice_id, clip_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS takedown_notice_clips_clip ON takedown_notice_clips (clip_id)`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS takedown_counter_notices (
      id text PRIMARY KEY,
      notice_id text NOT NULL UNIQUE REFERENCES takedown_notices(id) ON DELETE CASCADE,
      filer_user_id text REFERENCES users(id) ON DELETE SET NULL,
      statement text NOT NULL,
      full_name text NOT NULL,
      contact text NOT NULL,
      consent boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS takedown_counter_notices_filer ON takedown_counter_notices (filer_user_id) WHERE filer_user_id IS NOT NULL`.execute(db);

  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(KINDS.map((k) => sql.lit(k)))}))`.execute(db);
}

const OLD_KINDS = [
  'new_clip', 'request_approved', 'request_rejected', 'clip_comment', 'report_resolved', 'clip_request', 'clip_removed', 'comment_reply',
  'comment_mention', 'report_message', 'clip_unlisted', 'clip_hidden', 'clip_restored', 'appeal_denied',
];
/** A clip's streamer and submitter hear that a copyright notice hid it. */
const NEW_KINDS = ['takedown_notice'];
const KINDS = [...OLD_KINDS, ...NEW_KINDS];

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind IN (${sql.join(NEW_KINDS.map((k) => sql.lit(k)))})`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(OLD_KINDS.map((k) => sql.lit(k)))}))`.execute(db);
  await sql`DROP TABLE IF EXISTS takedown_counter_notices`.execute(db);
  await sql`DROP TABLE IF EXISTS takedown_notice_clips`.execute(db);
  await sql`DROP TABLE IF EXISTS takedown_notices`.execute(db);
}
