import type { GroupHandlers } from '../../http/handler';
import {
  addChannelWatchedWord,
  addSiteWatchedWord,
  decideChannelHeldComment,
  decideSiteHeldComment,
  getChannelHeldComments,
  getChannelWatchedWords,
  getSiteHeldComments,
  getSiteWatchedWords,
  removeChannelWatchedWord,
  removeSiteWatchedWord,
} from './handlers';

export const watchedWordsHandlers = {
  'client/admin/getWatchedWords': getSiteWatchedWords,
  'client/admin/addWatchedWord': addSiteWatchedWord,
  'client/admin/removeWatchedWord': removeSiteWatchedWord,
  'client/admin/getHeldComments': getSiteHeldComments,
  'client/admin/decideHeldComment': decideSiteHeldComment,
  'client/streamer/getWatchedWords': getChannelWatchedWords,
  'client/streamer/addWatchedWord': addChannelWatchedWord,
  'client/streamer/removeWatchedWord': removeChannelWatchedWord,
  'client/streamer/getHeldComments': getChannelHeldComments,
  'client/streamer/decideHeldComment': decideChannelHeldComment,
} satisfies GroupHandlers<'watched-words'>;
