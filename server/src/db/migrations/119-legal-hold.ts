import { type Kysely, sql } from 'kysely';

/**
 * Legal holds (issue 22 item 6, ADR 0131): a moderator freezes a clip or an account; until the hold is lifted nothing
 * of it can be deleted. `legal_hold_by` is the moderator (NULL once their account is gone), `legal_hold_note` their
 * private note. `users.deletion_requested_at`: the owner of a held account asked to delete it; their access is gone
 * (the Firebase identity is deleted and `firebase_uid` no longer maps to anyone) and the data waits for the hold to end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['clips', 'users']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS legal_hold_at timestamptz`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS legal_hold_by text REFERENCES users(id) ON DELETE SET NULL`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS legal_hold_note text`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`${table}_legal_hold`)} ON ${sql.table(table)} (legal_hold_at DESC) WHERE legal_hold_at IS NOT NULL`.execute(db);
  }
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS deletion_requested_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS deletion_requested_at`.execute(db);
  for (const table of ['clips', 'users']) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_legal_hold`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS legal_hold_note`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS legal_hold_by`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS legal_hold_at`.execute(db);
  }
}
