import type { Handler } from '../../http/handler';
import { requireUser } from '../../http/require-user';

export const getUserBlockedChannels: Handler<'client/channelBlocking/getUserBlockedChannels'> = async ({ ctx, caller }) => {
  const user = requireUser(caller);
  const rows = await ctx.db
    .selectFrom('channel_blocks')
    .select('channel_login')
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .orderBy('channel_login')
    .execute();
  return { blockedChannelLoginList: rows.map((r) => r.channel_login) };
};

/** Blocking works for any valid login (a channel may have no page yet) and also unfollows it, atomically. */
export const modifyChannelBlockPreference: Handler<'client/channelBlocking/modifyChannelBlockPreference'> = async ({
  ctx,
  body,
  caller,
}) => {
  const user = requireUser(caller);
  await ctx.db.transaction().execute(async (trx) => {
    if (body.isBlock) {
      await trx
        .insertInto('channel_blocks')
        .values({ user_id: user.id, channel_login: body.channelLogin })
        .onConflict((oc) => oc.columns(['user_id', 'channel_login']).doNothing())
        .execute();
      await trx.deleteFrom('follows').where('user_id', '=', user.id).where('channel_login', '=', body.channelLogin).execute();
    } else {
      await trx.deleteFrom('channel_blocks').where('user_id', '=', user.id).where('channel_login', '=', body.channelLogin).execute();
    }
  });
  return { channelLogin: body.channelLogin, isBlock: body.isBlock };
};
