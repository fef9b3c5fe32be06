import type { GroupHandlers } from '../../http/handler';
import { getChannelProfile } from './get-channel-profile.handler';
import { setChannelProfile } from './set-channel-profile.handler';
import { channelRecommendationList } from './channel-recommendation-list.handler';

export const channelsHandlers = {
  'client/channel/getChannelProfile': getChannelProfile,
  'client/channel/setChannelProfile': setChannelProfile,
  'client/recommendation/channelRecommendationList': channelRecommendationList,
} satisfies GroupHandlers<'channels'>;

export { clearRecommendationCache } from './recommendations';
