import { type Kysely, sql } from 'kysely';

/**
 * Registration approval (REGISTRATION=approval, issue 22 item 5, ADR 0136). `registration_status` is 'active' for every
 * account that may take part (all existing ones, and every new one in open mode), 'pending' while a new account waits
 * for a moderator, 'rejected' once refused: the row stays so the person can read why and delete it. The reason the
 * person gave, who decided, when, and the public reason of a refusal are kept for the data export.
 *
 * Notifications gain 'registration_approved' and 'registration_rejected'. The kind check is rebuilt from the kinds it
 * holds now plus these, so a migration of another range that added kinds of its own keeps them whichever runs first.
 */
const NEW_KINDS = ['registration_approved', 'registration_rejected'];

async function currentKinds(db: Kysely<unknown>): Promise<string[]> {
  const row = await sql<{ def: string }>`
    SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'notifications_kind_check' LIMIT 1`.execute(db);
  const def = row.rows[0]?.def ?? '';
  return [...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
}

async function setKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${sql.join(kinds.map((k) => sql.lit(k)))}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS registration_status text NOT NULL DEFAULT 'active'`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_registration_status_check`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_registration_status_check CHECK (registration_status IN ('active','pending','rejected'))`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS registration_reason text`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS registration_decided_at timestamptz`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS registration_decided_by text REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN IF NOT EXISTS registration_decision_reason text`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS users_registration_pending ON users (created_at, id) WHERE registration_status = 'pending'`.execute(db);

  const kinds = await currentKinds(db);
  if (kinds.length > 0) await setKinds(db, [...new Set([...kinds, ...NEW_KINDS])]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind IN (${sql.join(NEW_KINDS.map((k) => sql.lit(k)))})`.execute(db);
  const kinds = await currentKinds(db);
  if (kinds.length > 0) await setKinds(db, kinds.filter((k) => !NEW_KINDS.includes(k)));
  await sql`DROP INDEX IF EXISTS users_registration_pending`.execute(db);
  for (const column of ['registration_decision_reason', 'registration_decided_by', 'registration_decided_at', 'registration_reason', 'registration_status']) {
    await sql`ALTER TABLE users DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
}
