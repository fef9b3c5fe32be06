import type { GroupHandlers } from '../../http/handler';
import { getChannelStats } from './get-channel-stats.handler';

export const streamerStatsHandlers = {
  'client/streamer/getChannelStats': getChannelStats,
} satisfies GroupHandlers<'streamer-stats'>;
