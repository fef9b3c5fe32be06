import type { Handler } from '../../http/handler';

/** Usernames are unique ignoring case: compared through username_lower. */
export const checkUsernameInUse: Handler<'client/userLogins/checkUsernameInUse'> = async ({ ctx, body }) => {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username_lower', '=', body.username.toLowerCase())
    .executeTakeFirst();
  return { isInUse: Boolean(row) };
};
