import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { channelCounts, toChannelProfile } from '../../domain/channel-cards';

export async function loadChannelProfile(db: Db, login: string) {
  const channel = await db.selectFrom('channels').selectAll().where('login', '=', login).executeTakeFirst();
  if (!channel) throw new ApiError('CHANNEL_NOT_FOUND');
  const counts = await channelCounts(db, [login]);
  return toChannelProfile(channel, counts.get(login)!);
}

export const getChannelProfile: Handler<'client/channel/getChannelProfile'> = async ({ ctx, body }) => ({
  channelProfile: await loadChannelProfile(ctx.db, body.channelLogin),
});
