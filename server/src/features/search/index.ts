import type { GroupHandlers } from '../../http/handler';
import { channelLoginList } from './channel-login-list.handler';
import { channelDetails } from './channel-details.handler';
import { clipSearch } from './clip-search.handler';

export const searchHandlers = {
  'client/search/channelLoginList': channelLoginList,
  'client/search/channelDetails': channelDetails,
  'client/search/clipSearch': clipSearch,
} satisfies GroupHandlers<'search'>;
