import { type Kysely, sql } from 'kysely';

/**
 * Trending that holds at a million clips (issue 24 item 4, ADR 0140). The trending score decays with age, so no
 * index can order clips by it: every trending page scored every clip of its period. Now a ranker scores them once a
 * minute and keeps each period's best in trending_ranks (one generation per run, kept a few minutes so a listing paged
 * across a run stays on its own ranking). A page reads the ranks by index, plus the clips whose listing changed since
 * the run (listing_changed_at), scored on the run's clock, so a clip that was just published is trending at once.
 *
 * listing_changed_at moves whenever what decides a clip's place in listings (status, visibility, publication) changes;
 * a trigger keeps it, so no write path can forget it. Rows already there take -infinity: they changed before any run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS listing_changed_at timestamptz NOT NULL DEFAULT '-infinity'`.execute(db);
  await sql`ALTER TABLE clips ALTER COLUMN listing_changed_at SET DEFAULT now()`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clips_listing_changed ON clips (listing_changed_at)`.execute(db);
  // A channel page's "top": its clips by likes without sorting all of a big channel's clips.
  await sql`CREATE INDEX IF NOT EXISTS clips_channel_top ON clips (channel_login, like_count DESC, id DESC) WHERE status = 'ready'`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION clips_listing_changed() RETURNS trigger AS $$
    BEGIN
      IF NEW.status IS DISTINCT FROM OLD.status OR NEW.visibility IS DISTINCT FROM OLD.visibility
        OR NEW.published_at IS DISTINCT FROM OLD.published_at THEN
        NEW.listing_changed_at := clock_timestamp();
      END IF;
      RETURN NEW;
    END
    $$ LANGUAGE plpgsql`.execute(db);
  await sql`DROP TRIGGER IF EXISTS clips_listing_changed ON clips`.execute(db);
  // Only updates that name these columns fire it: likes and folded views (the hot updates of clips) do not.
  await sql`
    CREATE TRIGGER clips_listing_changed BEFORE UPDATE OF status, visibility, published_at ON clips
    FOR EACH ROW EXECUTE FUNCTION clips_listing_changed()`.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS trending_generations (
      generation bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      as_of timestamptz NOT NULL
    )`.execute(db);
  // The primary key is the page's order within one ranking (read backwards: best first, ties by id).
  await sql`
    CREATE TABLE IF NOT EXISTS trending_ranks (
      generation bigint NOT NULL REFERENCES trending_generations(generation) ON DELETE CASCADE,
      period text NOT NULL,
      score float8 NOT NULL,
      clip_id text NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
      PRIMARY KEY (generation, period, score, clip_id)
    )`.execute(db);
  // The foreign key's own lookups (a clip deleted for good) need an index that starts with the clip.
  await sql`CREATE INDEX IF NOT EXISTS trending_ranks_clip ON trending_ranks (clip_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS trending_ranks`.execute(db);
  await sql`DROP TABLE IF EXISTS trending_generations`.execute(db);
  await sql`DROP TRIGGER IF EXISTS clips_listing_changed ON clips`.execute(db);
  await sql`DROP FUNCTION IF EXISTS clips_listing_changed()`.execute(db);
  await sql`DROP INDEX IF EXISTS clips_listing_changed`.execute(db);
  await sql`DROP INDEX IF EXISTS clips_channel_top`.execute(db);
  await sql`ALTER TABLE clips DROP COLUMN IF EXISTS listing_changed_at`.execute(db);
}
