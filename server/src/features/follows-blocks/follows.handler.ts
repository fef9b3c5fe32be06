import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { channelLoginsOf, setChannelListed } from './channel-lists';

export const getUserFollowedChannels: Handler<'client/follows/getUserFollowedChannels'> = async ({ ctx, caller }) => {
  const { user } = caller;
  return { followedChannelLoginList: await channelLoginsOf(ctx.db, 'follows', user.id) };
};

/** Follow needs a channel page to exist (CHANNEL_NOT_FOUND); unfollow always succeeds (idempotent). */
export const modifyUserFollowedChannel: Handler<'client/follows/modifyUserFollowedChannel'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  if (body.isFollow) {
    const channel = await ctx.db.selectFrom('channels').select('login').where('login', '=', body.channelLogin).executeTakeFirst();
    if (!channel) throw new ApiError('CHANNEL_NOT_FOUND');
  }
  await setChannelListed(ctx.db, 'follows', user.id, body.channelLogin, body.isFollow);
  return { channelLogin: body.channelLogin, isFollow: body.isFollow };
};
