import { type Kysely, sql } from 'kysely';

/**
 * What a deleted account leaves behind, and what it must not (issue 22 item 7):
 * - notifications.actor_user_id: who an entry names (the commenter, the replier, the submitter of a request), so the
 *   account deletion can take the name out of other people's notifications. Rows written before this migration name
 *   their actor by username only: matched here to the account of that username where there is one.
 * - reports.reporter_user_id becomes optional (ON DELETE SET NULL): a deleted person's reports stay in the moderation
 *   queue, anonymised, instead of vanishing with the account (a report is evidence about someone else's content).
 * - released_usernames: a deleted account's username (and its look-alike skeleton) stays taken for 30 days, so nobody
 *   can take over a name people still know, mention and trust (USERNAME_RELEASE_DAYS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notifications ADD COLUMN IF NOT EXISTS actor_user_id text REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  await sql`
    UPDATE notifications n SET actor_user_id = u.id
    FROM users u
    WHERE n.actor_user_id IS NULL AND n.actor_name IS NOT NULL AND u.username_lower = lower(n.actor_name)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS notifications_actor ON notifications (actor_user_id) WHERE actor_user_id IS NOT NULL`.execute(db);

  await sql`ALTER TABLE reports ALTER COLUMN reporter_user_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_reporter_user_id_fkey`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_reporter_user_id_fkey FOREIGN KEY (reporter_user_id) REFERENCES users(id) ON DELETE SET NULL`.execute(db);

  await sql`
    CREATE TABLE IF NOT EXISTS released_usernames (
      username_lower text PRIMARY KEY,
      username_skeleton text NOT NULL,
      released_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS released_usernames_skeleton ON released_usernames (username_skeleton)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS released_usernames`.execute(db);
  await sql`DELETE FROM reports WHERE reporter_user_id IS NULL`.execute(db);
  await sql`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_reporter_user_id_fkey`.execute(db);
  await sql`ALTER TABLE reports ADD CONSTRAINT reports_reporter_user_id_fkey FOREIGN KEY (reporter_user_id) REFERENCES users(id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE reports ALTER COLUMN reporter_user_id SET NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS notifications_actor`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN IF EXISTS actor_user_id`.execute(db);
}
