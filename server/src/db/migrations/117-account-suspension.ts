import { type Kysely, sql } from 'kysely';

/**
 * Account suspension (issue 22 item 5): a moderator suspends an account; from the next request on its sessions act as
 * nobody (http/authenticate.ts). `suspended_by` is the admin (NULL once their account is gone), `suspension_reason`
 * the public reason shown to the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS suspended_at timestamptz`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS suspended_by text REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS suspension_reason text`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS users_suspended ON users (suspended_at DESC) WHERE suspended_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_suspended`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS suspension_reason`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS suspended_by`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS suspended_at`.execute(db);
}
