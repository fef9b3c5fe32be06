import type { Db } from '../db/database';

/**
 * Grants or withdraws the admin flag (users.is_admin, the one source of isAdmin) by username, ignoring case.
 * There is deliberately no API call for this: only someone with access to the server's database does it, through
 * `pnpm --filter @clipyard/server admin grant <username>` (src/admin-cli.ts). Answers false when no such user exists.
 */
export async function setAdminByUsername(db: Db, username: string, isAdmin: boolean): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    // An operator who makes a person an admin trusts them: a pending registration (ADR 0136) is approved with it.
    .set(isAdmin ? { is_admin: true, registration_status: 'active' } : { is_admin: false })
    .where('username_lower', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
