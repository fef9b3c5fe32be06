import { z } from 'zod';
import { safeString } from '../fields';
import { defineCall, emptyRequest } from '../define';

/** Step 1 of the OAuth 2 authorization-code flow: a single-use state valid for 10 minutes. */
export const reserveOauthState = defineCall({
  path: 'client/oauth/reserveOauthState',
  request: emptyRequest,
  answer: z.object({ state: safeString(), authorizeUrl: safeString() }),
  errors: ['TWITCH_NOT_CONFIGURED', 'ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 20, windowSeconds: 600 },
  summary: 'Reserves an OAuth state and answers the Twitch authorize URL to send the browser to.',
});

/** Step 2, from /oauth/twitch: exchanges the code server-side; Twitch tokens never leave the server. */
export const twitchConnect = defineCall({
  path: 'client/oauth/twitchConnect',
  request: z.strictObject({ code: safeString().min(1).max(512), state: safeString().min(1).max(128) }),
  answer: z.object({ streamerChannelLogin: safeString() }),
  errors: ['OAUTH_STATE_INVALID', 'TWITCH_NOT_CONFIGURED', 'TWITCH_FAILED', 'CHANNEL_ALREADY_CLAIMED'],
  summary: 'Connects the Twitch account and claims its channel (isStreamer, streamerChannelLogin).',
});

export const twitchDisconnect = defineCall({
  path: 'client/oauth/twitchDisconnect',
  request: emptyRequest,
  answer: z.object({
    /** Ours: Twitch confirmed the stored token is revoked (false when Twitch could not be reached: revoke it there by hand). */
    isRevokedAtTwitch: z.boolean(),
  }),
  errors: ['NOT_CONNECTED', 'TOKEN_REVOKED'],
  checkRevoked: true,
  summary: 'Disconnects Twitch: revokes the token at Twitch, forgets it, unclaims the channel; its clips stay.',
});
