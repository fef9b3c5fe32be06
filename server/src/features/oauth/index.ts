import type { GroupHandlers } from '../../http/handler';
import { reserveOauthState } from './reserve-oauth-state.handler';
import { twitchConnect } from './twitch-connect.handler';
import { twitchDisconnect } from './twitch-disconnect.handler';

export const oauthHandlers = {
  'client/oauth/reserveOauthState': reserveOauthState,
  'client/oauth/twitchConnect': twitchConnect,
  'client/oauth/twitchDisconnect': twitchDisconnect,
} satisfies GroupHandlers<'oauth'>;
