import type { Db } from '../db/database';

/**
 * Whether an account is under a legal hold (issue 22 item 6, ADR 0131). A comment is its author's data: while the
 * author is held nobody deletes it, neither the author nor a moderator (who can still block or suspend the author);
 * the handlers refuse with LEGAL_HOLD. Held clips are guarded where they are deleted (remove-clip.ts,
 * clip-requests/decide.ts).
 */
export async function isAccountHeld(db: Db, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const user = await db.selectFrom('users').select('legal_hold_at').where('id', '=', userId).executeTakeFirst();
  return !!user?.legal_hold_at;
}
