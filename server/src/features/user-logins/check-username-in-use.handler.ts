import type { Handler } from '../../http/handler';
import { usernameSkeleton } from '../../db/username-skeleton';

/**
 * Usernames are unique ignoring case (username_lower) and must not look like a taken one (username_skeleton,
 * ADR 0044): either way the name is in use; isConfusable says which, so the form can say why.
 */
export const checkUsernameInUse: Handler<'client/userLogins/checkUsernameInUse'> = async ({ ctx, body }) => {
  const lower = body.username.toLowerCase();
  const row = await ctx.db
    .selectFrom('users')
    .select('username_lower')
    .where((eb) => eb.or([eb('username_lower', '=', lower), eb('username_skeleton', '=', usernameSkeleton(body.username))]))
    .execute();
  if (row.length === 0) return { isInUse: false, isConfusable: false };
  return { isInUse: true, isConfusable: !row.some((r) => r.username_lower === lower) };
};
