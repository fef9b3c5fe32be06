import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';
import { requireUser } from '../../http/require-user';

/** Unclaims the channel and forgets the Twitch tokens; the channel's clips and page stay. */
export const twitchDisconnect: Handler<'client/oauth/twitchDisconnect'> = async ({ ctx, caller }) => {
  const user = requireUser(caller);
  if (!user.streamer_channel_login) throw new ApiError('NOT_CONNECTED', 'No Twitch channel is connected');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('channels')
      .set({ claimed_by_user_id: null, twitch_user_id: null })
      .where('claimed_by_user_id', '=', user.id)
      .execute();
    await trx.updateTable('users').set({ streamer_channel_login: null }).where('id', '=', user.id).execute();
    await trx.deleteFrom('twitch_tokens').where('user_id', '=', user.id).execute();
  });
  return {};
};
