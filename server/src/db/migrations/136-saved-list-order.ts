import { type Kysely, sql } from 'kysely';

/**
 * A saved list's own order (ADR 0149 addendum): `position` per entry, lowest first, so a viewer can reorder a list.
 * Existing entries keep the order they had, last saved first (0, 1, 2 … by added_at desc, clip id desc). A new
 * entry takes the list's lowest position minus one, so it goes first without rewriting the others; a move writes
 * the list's positions again as 0..n-1. The page index follows the new key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE saved_list_clips ADD COLUMN IF NOT EXISTS position integer`.execute(db);
  await sql`
    UPDATE saved_list_clips AS e SET position = o.rank
    FROM (
      SELECT list_id, clip_id, (row_number() OVER (PARTITION BY list_id ORDER BY added_at DESC, clip_id DESC) - 1)::integer AS rank
      FROM saved_list_clips
    ) AS o
    WHERE e.list_id = o.list_id AND e.clip_id = o.clip_id`.execute(db);
  await sql`ALTER TABLE saved_list_clips ALTER COLUMN position SET NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS saved_list_clips_order`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS saved_list_clips_position ON saved_list_clips (list_id, position, clip_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS saved_list_clips_position`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS saved_list_clips_order ON saved_list_clips (list_id, added_at DESC, clip_id DESC)`.execute(db);
  await sql`ALTER TABLE saved_list_clips DROP COLUMN IF EXISTS position`.execute(db);
}
