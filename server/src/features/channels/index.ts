import type { Handlers } from '../../http/handler';
import { getChannelProfile } from './get-channel-profile.handler';
import { setChannelProfile } from './set-channel-profile.handler';
import { channelLoginList } from './channel-login-list.handler';
import { channelDetails } from './channel-details.handler';
import { channelRecommendationList } from './channel-recommendation-list.handler';

export const channelsHandlers = {
  'client/channel/getChannelProfile': getChannelProfile,
  'client/channel/setChannelProfile': setChannelProfile,
  'client/search/channelLoginList': channelLoginList,
  'client/search/channelDetails': channelDetails,
  'client/recommendation/channelRecommendationList': channelRecommendationList,
} satisfies Partial<Handlers>;

export { loadChannelCards } from './channel-cards';
export { clearRecommendationCache } from './recommendations';
