import type { ContractGroupName } from '@clipyard/shared/contract';
import type { GroupHandlers, Handlers } from '../http/handler';
import { activityHandlers } from './activity';
import { adminHandlers } from './admin';
import { channelsHandlers } from './channels';
import { clipManageHandlers } from './clip-manage';
import { clipRequestsHandlers } from './clip-requests';
import { collectionsHandlers } from './collections';
import { commentsHandlers } from './comments';
import { followsBlocksHandlers } from './follows-blocks';
import { likesHandlers } from './likes';
import { listingHandlers } from './listing';
import { notificationsHandlers } from './notifications';
import { oauthHandlers } from './oauth';
import { playbackHandlers } from './playback';
import { profileHandlers } from './profile';
import { reportsHandlers } from './reports';
import { savedListsHandlers } from './saved-lists';
import { searchHandlers } from './search';
import { streamerStatsHandlers } from './streamer-stats';
import { submissionHandlers } from './submission';
import { systemHandlers } from './system';
import { userDataHandlers } from './user-data';
import { userLoginsHandlers } from './user-logins';
import { watchedWordsHandlers } from './watched-words';

/**
 * One feature folder per contract group (`contractGroups` in @clipyard/shared/contract), each answering exactly that
 * group's calls: a group without its feature, or a feature answering another group's call, fails the typecheck.
 */
const featureHandlers = {
  activity: activityHandlers,
  admin: adminHandlers,
  channels: channelsHandlers,
  'clip-manage': clipManageHandlers,
  'clip-requests': clipRequestsHandlers,
  collections: collectionsHandlers,
  comments: commentsHandlers,
  'follows-blocks': followsBlocksHandlers,
  likes: likesHandlers,
  listing: listingHandlers,
  notifications: notificationsHandlers,
  oauth: oauthHandlers,
  playback: playbackHandlers,
  profile: profileHandlers,
  reports: reportsHandlers,
  'saved-lists': savedListsHandlers,
  search: searchHandlers,
  'streamer-stats': streamerStatsHandlers,
  submission: submissionHandlers,
  system: systemHandlers,
  'user-data': userDataHandlers,
  'user-logins': userLoginsHandlers,
  'watched-words': watchedWordsHandlers,
} satisfies { [G in ContractGroupName]: GroupHandlers<G> };

/** Every call's handler, keyed by path. */
export const handlers = Object.assign({}, ...Object.values(featureHandlers)) as Handlers;
