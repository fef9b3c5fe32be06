import type { Handler } from '../../http/handler';
import { channelLoginsOf, setChannelListed } from './channel-lists';

export const getUserBlockedChannels: Handler<'client/channelBlocking/getUserBlockedChannels'> = async ({ ctx, caller }) => {
  const { user } = caller;
  return { blockedChannelLoginList: await channelLoginsOf(ctx.db, 'channel_blocks', user.id) };
};

/** Blocking works for any valid login (a channel may have no page yet) and also unfollows it, atomically. */
export const modifyChannelBlockPreference: Handler<'client/channelBlocking/modifyChannelBlockPreference'> = async ({
  ctx,
  body,
  caller,
}) => {
  const { user } = caller;
  await ctx.db.transaction().execute(async (trx) => {
    await setChannelListed(trx, 'channel_blocks', user.id, body.channelLogin, body.isBlock);
    if (body.isBlock) await setChannelListed(trx, 'follows', user.id, body.channelLogin, false);
  });
  return { channelLogin: body.channelLogin, isBlock: body.isBlock };
};
