import { sql } from 'kysely';
import type { Db } from '../db/database';
import { usernameSkeleton } from '../db/username-skeleton';

/**
 * How long a deleted account's username stays taken (issue 22 item 7). People still know, mention and trust the name
 * for a while after it goes: a newcomer taking it at once could pass for the person who left. Its look-alikes (the
 * username skeleton, ADR 0044) stay taken with it.
 */
export const USERNAME_RELEASE_DAYS = 30;

/**
 * Whether a deleted account still holds `username` back: null when not; `confusable` when what holds it is a name it
 * merely looks like (the registration form says which, as for a live account's name).
 */
export async function heldByDeletedAccount(db: Db, username: string): Promise<{ confusable: boolean } | null> {
  const lower = username.toLowerCase();
  const rows = await db
    .selectFrom('released_usernames')
    .select('username_lower')
    .where((eb) => eb.or([eb('username_lower', '=', lower), eb('username_skeleton', '=', usernameSkeleton(username))]))
    .where('released_at', '>', sql<Date>`now() - make_interval(days => ${USERNAME_RELEASE_DAYS})`)
    .execute();
  if (rows.length === 0) return null;
  return { confusable: !rows.some((r) => r.username_lower === lower) };
}

/** Keeps a deleted account's username taken from now on (in the deletion's transaction), and forgets expired ones. */
export async function releaseUsername(db: Db, username: string): Promise<void> {
  await db
    .insertInto('released_usernames')
    .values({ username_lower: username.toLowerCase(), username_skeleton: usernameSkeleton(username) })
    .onConflict((oc) => oc.column('username_lower').doUpdateSet({ released_at: sql<Date>`now()`, username_skeleton: (eb) => eb.ref('excluded.username_skeleton') }))
    .execute();
  await db.deleteFrom('released_usernames').where('released_at', '<=', sql<Date>`now() - make_interval(days => ${USERNAME_RELEASE_DAYS})`).execute();
}
