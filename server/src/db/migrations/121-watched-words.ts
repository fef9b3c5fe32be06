import { type Kysely, sql } from 'kysely';

/**
 * Watched words (issue 22 item 4, ADR 0133).
 * - watched_words: the site's list (channel_login NULL, kept by moderators) and each channel's list (kept by its
 *   streamer). `pattern` is what its author typed, `normalized` the form comments are matched against (NFKC, lower
 *   case, katakana folded to hiragana): one list holds a normalized pattern once. `action` 'hold' keeps a matching
 *   comment for review, 'reject' refuses it with `reject_message` (NULL: none). At most WATCHED_WORDS_MAX per list.
 * - comments.held_at: set while a comment waits for review (NULL: public). `held_scope` says whose queue it is in
 *   ('site': the moderators', 'channel': the clip's streamer's), `held_word` the pattern that matched.
 * - moderation_log.target_kind gains 'watched_word' (adding and removing words is logged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS watched_words (
      id text PRIMARY KEY,
      channel_login text,
      pattern text NOT NULL,
      normalized text NOT NULL,
      action text NOT NULL CHECK (action IN ('hold','reject')),
      reject_message text,
      created_by text REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS watched_words_unique ON watched_words (coalesce(channel_login, ''), normalized)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS watched_words_list ON watched_words (coalesce(channel_login, ''), created_at, id)`.execute(db);

  await sql`ALTER TABLE comments ADD COLUMN IF NOT EXISTS held_at timestamptz`.execute(db);
  await sql`ALTER TABLE comments ADD COLUMN IF NOT EXISTS held_scope text CHECK (held_scope IN ('site','channel'))`.execute(db);
  await sql`ALTER TABLE comments ADD COLUMN IF NOT EXISTS held_word text`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS comments_held ON comments (held_scope, held_at, id) WHERE held_at IS NOT NULL`.execute(db);

  await sql`ALTER TABLE moderation_log DROP CONSTRAINT IF EXISTS moderation_log_target_kind_check`.execute(db);
  await sql`ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_target_kind_check CHECK (target_kind IN ('clip','comment','channel','user','watched_word'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS comments_held`.execute(db);
  await sql`DELETE FROM comments WHERE held_at IS NOT NULL`.execute(db);
  await sql`ALTER TABLE comments DROP COLUMN IF EXISTS held_word`.execute(db);
  await sql`ALTER TABLE comments DROP COLUMN IF EXISTS held_scope`.execute(db);
  await sql`ALTER TABLE comments DROP COLUMN IF EXISTS held_at`.execute(db);
  await sql`DROP TABLE IF EXISTS watched_words`.execute(db);
}
