import { type Kysely, sql } from 'kysely';

/**
 * The vertical (9:16) version of a clip (issue 23 item 3, ADR 0147): the framing its streamer chose (null: never
 * asked for), and a job kind of its own. Whether the file is stored is the clip's renditions list holding 'vertical',
 * as for the other files made by the workers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS vertical_framing jsonb`.execute(db);
  await sql`ALTER TABLE encode_jobs DROP CONSTRAINT IF EXISTS encode_jobs_kind_check`.execute(db);
  await sql`ALTER TABLE encode_jobs ADD CONSTRAINT encode_jobs_kind_check CHECK (kind IN ('source','x265','av1','thumbnail','vertical'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM encode_jobs WHERE kind = 'vertical'`.execute(db);
  await sql`ALTER TABLE encode_jobs DROP CONSTRAINT IF EXISTS encode_jobs_kind_check`.execute(db);
  await sql`ALTER TABLE encode_jobs ADD CONSTRAINT encode_jobs_kind_check CHECK (kind IN ('source','x265','av1','thumbnail'))`.execute(db);
  await sql`ALTER TABLE clips DROP COLUMN IF EXISTS vertical_framing`.execute(db);
}
