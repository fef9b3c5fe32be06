import { type Kysely, sql } from 'kysely';

/**
 * A clip's thumbnail chosen by its streamer (issue 23 item 2, ADR 0144): the frame at thumbnail_at_seconds (null: the
 * default moment), or an uploaded image (thumbnail_uploaded, which the thumbnail job then leaves alone). A new frame
 * choice waits for the job (thumbnail_rechosen), which moves media_version on once the new file is stored, so no
 * cache keeps the old picture under the new address. thumbnail_frames: the strip of candidate frames exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS thumbnail_at_seconds double precision
    CONSTRAINT clips_thumbnail_at_seconds_check CHECK (thumbnail_at_seconds IS NULL OR thumbnail_at_seconds >= 0)`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS thumbnail_uploaded boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS thumbnail_rechosen boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS thumbnail_frames boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['thumbnail_frames', 'thumbnail_rechosen', 'thumbnail_uploaded', 'thumbnail_at_seconds']) {
    await sql`ALTER TABLE clips DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
}
