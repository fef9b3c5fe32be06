import { type Kysely, sql } from 'kysely';

/**
 * Saved lists (issue 23 item 5, ADR 0149): a viewer's private lists of clips.
 * - saved_lists: one row per list. `is_built_in` marks the "Saved" list (at most one per person, made on the first
 *   save); a named list's name is unique per person in any case (`saved_lists_name`, the built-in row left out).
 *   Deleting the account deletes its lists (ON DELETE CASCADE from users).
 * - saved_list_clips: the clips of a list, newest `added_at` first. A clip row that goes away takes its entries with
 *   it (ON DELETE CASCADE from clips); removeClip deletes them when a clip is taken off the site (its row stays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS saved_lists (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
      is_built_in boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS saved_lists_built_in ON saved_lists (user_id) WHERE is_built_in`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS saved_lists_name ON saved_lists (user_id, lower(name)) WHERE NOT is_built_in`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS saved_list_clips (
      list_id text NOT NULL REFERENCES saved_lists(id) ON DELETE CASCADE,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (list_id, clip_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS saved_list_clips_order ON saved_list_clips (list_id, added_at DESC, clip_id DESC)`.execute(db);
  // removeClip and the cascade find a clip's entries in every list by it.
  await sql`CREATE INDEX IF NOT EXISTS saved_list_clips_clip ON saved_list_clips (clip_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS saved_list_clips`.execute(db);
  await sql`DROP TABLE IF EXISTS saved_lists`.execute(db);
}
