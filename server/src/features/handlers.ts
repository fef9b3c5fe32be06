import type { Handlers } from '../http/handler';
import { accountsHandlers } from './accounts';
import { activityHandlers } from './activity';
import { adminHandlers } from './admin';
import { channelsHandlers } from './channels';
import { clipManageHandlers } from './clip-manage';
import { clipRequestsHandlers } from './clip-requests';
import { clipsHandlers } from './clips';
import { commentsHandlers } from './comments';
import { listingHandlers } from './listing';
import { oauthHandlers } from './oauth';
import { playbackHandlers } from './playback';
import { reportsHandlers } from './reports';
import { socialHandlers } from './social';
import { streamerStatsHandlers } from './streamer-stats';
import { submissionHandlers } from './submission';
import { systemHandlers } from './system';
import { userDataHandlers } from './user-data';

/**
 * Every call's handler, gathered from the feature folders. Typed as `Handlers`, so a call of the contract without
 * a handler (or a handler for a call that does not exist) fails the typecheck.
 */
export const handlers: Handlers = {
  ...systemHandlers,
  ...accountsHandlers,
  ...oauthHandlers,
  ...activityHandlers,
  ...userDataHandlers,
  ...listingHandlers,
  ...clipsHandlers,
  ...channelsHandlers,
  ...socialHandlers,
  ...commentsHandlers,
  ...reportsHandlers,
  ...clipManageHandlers,
  ...clipRequestsHandlers,
  ...playbackHandlers,
  ...streamerStatsHandlers,
  ...adminHandlers,
  ...submissionHandlers,
};
