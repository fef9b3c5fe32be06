import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';

export const getUserBlockedUserList: Handler<'client/userAccountBlocking/getUserBlockedUserList'> = async ({ ctx, caller }) => {
  const { user } = caller;
  const rows = await ctx.db
    .selectFrom('user_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_user_id')
    .select('u.username')
    .where('b.user_id', '=', user.id)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.username')
    .execute();
  return { blockedUserNameList: rows.map((r) => r.username) };
};

/** Usernames are unique ignoring case, so the lookup is by username_lower; the answer echoes the stored spelling. */
export const modifyUserBlockPreference: Handler<'client/userAccountBlocking/modifyUserBlockPreference'> = async ({
  ctx,
  body,
  caller,
}) => {
  const { user } = caller;
  const target = await ctx.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username_lower', '=', body.userName.toLowerCase())
    .executeTakeFirst();
  if (!target) throw new ApiError('USER_NOT_FOUND');
  if (target.id === user.id) throw new ApiError('CANNOT_BLOCK_SELF');
  if (body.isBlock) {
    await ctx.db
      .insertInto('user_blocks')
      .values({ user_id: user.id, blocked_user_id: target.id })
      .onConflict((oc) => oc.columns(['user_id', 'blocked_user_id']).doNothing())
      .execute();
  } else {
    await ctx.db.deleteFrom('user_blocks').where('user_id', '=', user.id).where('blocked_user_id', '=', target.id).execute();
  }
  return { userName: target.username, isBlock: body.isBlock };
};
