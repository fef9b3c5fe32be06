import { type Kysely, sql } from 'kysely';

/**
 * Replies and @mentions (issue 19, ADR 0117).
 * - comments.parent_id: the top-level comment a reply sits under (one level: a reply's parent is never a reply).
 *   ON DELETE CASCADE: deleting a comment (its author, a moderator, its author's account deletion) takes its
 *   replies with it.
 * - comments.reply_to_id: the comment the writer pressed Reply on (the top-level one or a reply in its thread), whose
 *   author is told; SET NULL when that one goes, the reply stays.
 * - comment_mentions: the registered people a comment's `@name`s named when it was written (at most
 *   MENTIONS_PER_COMMENT). The notification writer reads them, and the listing answers their current names, so only
 *   real mentions are shown as such; a deleted account's rows go with it.
 * - users_username_prefix: the mention suggestions' prefix search on username_lower (LIKE 'abc%').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE comments ADD COLUMN parent_id text REFERENCES comments(id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE comments ADD COLUMN reply_to_id text REFERENCES comments(id) ON DELETE SET NULL`.execute(db);
  // A clip's top-level comments, newest first (the listing), and a thread's replies, oldest first.
  await sql`CREATE INDEX comments_clip_top ON comments (clip_id, created_at DESC, id DESC) WHERE parent_id IS NULL`.execute(db);
  await sql`CREATE INDEX comments_thread ON comments (parent_id, created_at, id) WHERE parent_id IS NOT NULL`.execute(db);
  // The foreign key's own lookups when a replied-to comment is deleted.
  await sql`CREATE INDEX comments_reply_to ON comments (reply_to_id) WHERE reply_to_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE comment_mentions (
      comment_id text NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (comment_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX comment_mentions_user ON comment_mentions (user_id)`.execute(db);
  await sql`CREATE INDEX users_username_prefix ON users (username_lower text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_username_prefix`.execute(db);
  await sql`DROP TABLE IF EXISTS comment_mentions`.execute(db);
  await sql`DELETE FROM comments WHERE parent_id IS NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS comments_reply_to`.execute(db);
  await sql`DROP INDEX IF EXISTS comments_thread`.execute(db);
  await sql`DROP INDEX IF EXISTS comments_clip_top`.execute(db);
  await sql`ALTER TABLE comments DROP COLUMN IF EXISTS reply_to_id`.execute(db);
  await sql`ALTER TABLE comments DROP COLUMN IF EXISTS parent_id`.execute(db);
}
