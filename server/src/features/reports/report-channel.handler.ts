import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { insertReport } from './insert-report';

export const reportChannel: Handler<'client/report/reportChannel'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const channel = await ctx.db.selectFrom('channels').select('login').where('login', '=', body.channelLogin).executeTakeFirst();
  if (!channel) throw new ApiError('CHANNEL_NOT_FOUND');
  return insertReport(ctx.db, {
    reporter_user_id: user.id,
    target_kind: 'channel',
    target_key: `channel:${channel.login}`,
    channel_login: channel.login,
    reason: body.reason ?? '',
  });
};
