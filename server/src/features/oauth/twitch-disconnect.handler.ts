import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';

/**
 * Unclaims the channel and forgets the Twitch tokens; the channel's clips and page stay. The stored access token is
 * revoked at Twitch first, so nothing Clipyard held keeps working there. The disconnect happens even when Twitch
 * cannot be reached (the person asked to leave; the token is deleted here and expires there), and the answer says
 * whether Twitch confirmed the revocation.
 */
export const twitchDisconnect: Handler<'client/oauth/twitchDisconnect'> = async ({ ctx, caller }) => {
  const { user } = caller;
  if (!user.streamer_channel_login) throw new ApiError('NOT_CONNECTED', 'No Twitch channel is connected');
  const tokens = await ctx.db.selectFrom('twitch_tokens').select(['access_token']).where('user_id', '=', user.id).executeTakeFirst();
  const isRevokedAtTwitch = tokens ? await ctx.twitch.revokeToken(tokens.access_token) : true;
  if (!isRevokedAtTwitch) ctx.log.warn({ userId: user.id }, 'twitchDisconnect: Twitch did not confirm the token revocation');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('channels')
      .set({ claimed_by_user_id: null, twitch_user_id: null })
      .where('claimed_by_user_id', '=', user.id)
      .execute();
    await trx.updateTable('users').set({ streamer_channel_login: null }).where('id', '=', user.id).execute();
    await trx.deleteFrom('twitch_tokens').where('user_id', '=', user.id).execute();
  });
  return { isRevokedAtTwitch };
};
