import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { requireUser } from '../../http/require-user';

export const getUserFollowedChannels: Handler<'client/follows/getUserFollowedChannels'> = async ({ ctx, caller }) => {
  const user = requireUser(caller);
  const rows = await ctx.db
    .selectFrom('follows')
    .select('channel_login')
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .orderBy('channel_login')
    .execute();
  return { followedChannelLoginList: rows.map((r) => r.channel_login) };
};

/** Follow needs a channel page to exist (CHANNEL_NOT_FOUND); unfollow always succeeds (idempotent). */
export const modifyUserFollowedChannel: Handler<'client/follows/modifyUserFollowedChannel'> = async ({ ctx, body, caller }) => {
  const user = requireUser(caller);
  if (body.isFollow) {
    const channel = await ctx.db.selectFrom('channels').select('login').where('login', '=', body.channelLogin).executeTakeFirst();
    if (!channel) throw new ApiError('CHANNEL_NOT_FOUND');
    await ctx.db
      .insertInto('follows')
      .values({ user_id: user.id, channel_login: body.channelLogin })
      .onConflict((oc) => oc.columns(['user_id', 'channel_login']).doNothing())
      .execute();
  } else {
    await ctx.db.deleteFrom('follows').where('user_id', '=', user.id).where('channel_login', '=', body.channelLogin).execute();
  }
  return { channelLogin: body.channelLogin, isFollow: body.isFollow };
};
