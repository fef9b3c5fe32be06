import type { Handler } from '../../http/handler';
import { MAX_DISPLAY_COUNT, anonymousPool, excludedForViewer, toItems } from './recommendations';
import { loadChannelCards } from '../../domain/channel-cards';

/**
 * Discovery list: the cached anonymous ranking, minus (for a signed-in viewer) channels they block, channels they
 * already follow and their own channel; followed channels come back separately in followedChannelItemList, fresh.
 */
export const channelRecommendationList: Handler<'client/recommendation/channelRecommendationList'> = async ({ ctx, caller }) => {
  const pool = await anonymousPool(ctx.db);
  const user = caller.user;
  if (!user) {
    return {
      maxDisplayCount: MAX_DISPLAY_COUNT,
      channelRecommendationItemList: pool.items.slice(0, MAX_DISPLAY_COUNT),
      followedChannelItemList: [],
    };
  }
  const { followed, excluded } = await excludedForViewer(ctx.db, user);
  const followedCards = await loadChannelCards(ctx.db, followed, user.id);
  return {
    maxDisplayCount: MAX_DISPLAY_COUNT,
    channelRecommendationItemList: pool.items.filter((item) => !excluded.has(item.channelLogin)).slice(0, MAX_DISPLAY_COUNT),
    followedChannelItemList: await toItems(ctx.db, followedCards, new Date().toISOString()),
  };
};
