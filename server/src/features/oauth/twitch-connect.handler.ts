import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';

/**
 * Step 2: consumes the state (atomically: a replay finds it used), exchanges the code at Twitch's token endpoint,
 * asks Helix who the user is, and claims that channel. The Twitch tokens are stored server-side and never answered.
 */
export const twitchConnect: Handler<'client/oauth/twitchConnect'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  if (!ctx.twitch.isConfigured()) throw new ApiError('TWITCH_NOT_CONFIGURED', 'Twitch is not configured on this server');
  const consumed = await ctx.db
    .updateTable('oauth_states')
    .set({ used_at: new Date() })
    .where('state', '=', body.state)
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('state')
    .executeTakeFirst();
  if (!consumed) throw new ApiError('OAUTH_STATE_INVALID', 'This connection attempt expired or was already used: try again');

  const tokens = await ctx.twitch.exchangeCode(body.code);
  const twitchUser = await ctx.twitch.getUser(tokens.accessToken);
  const login = twitchUser.login;

  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('channels')
      .values({ login, display_name: twitchUser.displayName || login })
      .onConflict((oc) => oc.column('login').doNothing())
      .execute();
    // Row lock: two people racing for the same channel cannot both claim it.
    const channel = await trx.selectFrom('channels').select(['claimed_by_user_id']).where('login', '=', login).forUpdate().executeTakeFirstOrThrow();
    if (channel.claimed_by_user_id && channel.claimed_by_user_id !== user.id) {
      throw new ApiError('CHANNEL_ALREADY_CLAIMED', 'Another Clipyard account already manages this channel');
    }
    // Connecting a different Twitch account moves the claim: release the previous channel first.
    await trx
      .updateTable('channels')
      .set({ claimed_by_user_id: null, twitch_user_id: null })
      .where('claimed_by_user_id', '=', user.id)
      .where('login', '!=', login)
      .execute();
    // Safe default (issue 19, ADR 0119): a channel this person claims now starts in Approval, whatever an unclaimed
    // row held, so strangers' submissions wait for the streamer; the connect page then offers the one-step choice.
    // Reconnecting the channel one already holds keeps its setting.
    const isNewClaim = channel.claimed_by_user_id === null;
    await trx
      .updateTable('channels')
      .set({
        claimed_by_user_id: user.id,
        twitch_user_id: twitchUser.id,
        display_name: twitchUser.displayName || login,
        ...(isNewClaim ? { request_policy: 'approval' as const } : {}),
      })
      .where('login', '=', login)
      .execute();
    await trx.updateTable('users').set({ streamer_channel_login: login }).where('id', '=', user.id).execute();
    const expiresAt = tokens.expiresInSeconds > 0 ? new Date(Date.now() + tokens.expiresInSeconds * 1000) : null;
    await trx
      .insertInto('twitch_tokens')
      .values({ user_id: user.id, twitch_user_id: twitchUser.id, access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ twitch_user_id: twitchUser.id, access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expires_at: expiresAt }),
      )
      .execute();
  });
  return { streamerChannelLogin: login };
};
