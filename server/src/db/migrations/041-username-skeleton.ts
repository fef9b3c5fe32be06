import { type Kysely, sql } from 'kysely';
import { usernameSkeleton } from '../username-skeleton';

/**
 * users.username_skeleton (ADR 0044): unique, so a name that looks like an existing one is refused. Existing users
 * get theirs computed here; when two existing names already share one, the older keeps it and the other gets NULL
 * (grandfathered: NULLs never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN username_skeleton text`.execute(db);
  const users = await sql<{ id: string; username: string }>`SELECT id, username FROM users ORDER BY created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const user of users.rows) {
    const skeleton = usernameSkeleton(user.username);
    if (taken.has(skeleton)) continue;
    taken.add(skeleton);
    await sql`UPDATE users SET username_skeleton = ${skeleton} WHERE id = ${user.id}`.execute(db);
  }
  await sql`CREATE UNIQUE INDEX users_username_skeleton_key ON users (username_skeleton)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS username_skeleton`.execute(db);
}
