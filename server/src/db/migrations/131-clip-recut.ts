import { type Kysely, sql } from 'kysely';

/**
 * Cutting a clip again after it was made (issue 23 item 1, ADR 0145 addendum): `recut_pending` while the source job
 * is to cut the stored source to the clip's (new) trim range; `cut_version` the media_version the last re-cut stored,
 * below which the media host serves none of the clip's files (its old addresses stop being served).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS recut_pending boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE clips ADD COLUMN IF NOT EXISTS cut_version integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['cut_version', 'recut_pending']) {
    await sql`ALTER TABLE clips DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
}
