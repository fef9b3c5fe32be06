import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';

/** How long the browser has to come back from Twitch's authorize page. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** Step 1: a random state bound to this user, valid 10 minutes and usable once (CSRF protection of the flow). */
export const reserveOauthState: Handler<'client/oauth/reserveOauthState'> = async ({ ctx, caller }) => {
  const { user } = caller;
  if (!ctx.twitch.isConfigured()) throw new ApiError('TWITCH_NOT_CONFIGURED', 'Twitch is not configured on this server');
  const state = randomBytes(24).toString('base64url');
  // Expired states are useless: clear everyone's (an index scan on expires_at) so the shared table stays small.
  await ctx.db.deleteFrom('oauth_states').where('expires_at', '<', new Date()).execute();
  await ctx.db
    .insertInto('oauth_states')
    .values({ state, user_id: user.id, expires_at: new Date(Date.now() + OAUTH_STATE_TTL_MS) })
    .execute();
  return { state, authorizeUrl: ctx.twitch.authorizeUrl(state) };
};
