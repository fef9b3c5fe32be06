import { type Kysely, sql } from 'kysely';

/**
 * A channel's public collections of its clips (issue 23 item 5, ADR 0148). A collection belongs to its channel (gone
 * with it); its clips are ordered by `position` and belong to the same channel (checked by the handlers). A clip row
 * deleted for good leaves every collection by cascade; a clip taken off the site keeps its row (status 'deleted'),
 * so removeClip deletes its collection entries itself. The cover is one of the collection's clips, chosen by the
 * streamer; NULL (or the clip leaving) means the first clip shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS channel_collections (
      id text PRIMARY KEY,
      channel_login text NOT NULL REFERENCES channels(login) ON DELETE CASCADE,
      title_en text NOT NULL DEFAULT '',
      title_ja text NOT NULL DEFAULT '',
      cover_clip_id text REFERENCES clips(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (title_en <> '' OR title_ja <> '')
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS channel_collections_channel ON channel_collections (channel_login, created_at, id)`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS channel_collection_clips (
      collection_id text NOT NULL REFERENCES channel_collections(id) ON DELETE CASCADE,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      position integer NOT NULL,
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (collection_id, clip_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS channel_collection_clips_order ON channel_collection_clips (collection_id, position)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS channel_collection_clips_clip ON channel_collection_clips (clip_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS channel_collection_clips`.execute(db);
  await sql`DROP TABLE IF EXISTS channel_collections`.execute(db);
}
