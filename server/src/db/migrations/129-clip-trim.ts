import { type Kysely, sql } from 'kysely';

/**
 * The part of its source a clip was cut to with the clip editor (issue 23 item 1, ADR 0145), in seconds from the
 * source's start; both null for a clip that is its whole source. The source job cuts it; the later jobs read the
 * cut, never the original.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS trim_start_seconds double precision`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS trim_end_seconds double precision`.execute(db);
  await sql`ALTER TABLE clips DROP CONSTRAINT IF EXISTS clips_trim_check`.execute(db);
  await sql`ALTER TABLE clips ADD CONSTRAINT clips_trim_check CHECK (
    (trim_start_seconds IS NULL AND trim_end_seconds IS NULL)
    OR (trim_start_seconds >= 0 AND trim_end_seconds > trim_start_seconds))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips DROP CONSTRAINT IF EXISTS clips_trim_check`.execute(db);
  for (const column of ['trim_end_seconds', 'trim_start_seconds']) {
    await sql`ALTER TABLE clips DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
}
