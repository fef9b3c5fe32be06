import type { Handler } from '../../http/handler';
import { usernameSkeleton } from '../../db/username-skeleton';
import { heldByDeletedAccount } from '../../domain/released-usernames';

/**
 * Usernames are unique ignoring case (username_lower) and must not look like a taken one (username_skeleton,
 * ADR 0044): either way the name is in use; isConfusable says which, so the form can say why. So is the name of an
 * account deleted less than USERNAME_RELEASE_DAYS ago.
 */
export const checkUsernameInUse: Handler<'client/userLogins/checkUsernameInUse'> = async ({ ctx, body }) => {
  const lower = body.username.toLowerCase();
  const row = await ctx.db
    .selectFrom('users')
    .select('username_lower')
    .where((eb) => eb.or([eb('username_lower', '=', lower), eb('username_skeleton', '=', usernameSkeleton(body.username))]))
    .execute();
  if (row.length === 0) {
    // A deleted account's name is in use until it is released (USERNAME_RELEASE_DAYS).
    const held = await heldByDeletedAccount(ctx.db, body.username);
    return { isInUse: held !== null, isConfusable: held?.confusable ?? false };
  }
  return { isInUse: true, isConfusable: !row.some((r) => r.username_lower === lower) };
};
