import type { Handler } from '../../http/handler';
import { MAX_DISPLAY_COUNT, anonymousPool, toItem } from './recommendations';
import { loadChannelCards } from '../../domain/channel-cards';

/**
 * Discovery list: the cached anonymous ranking, minus (for a signed-in viewer) channels they block and channels
 * they already follow; followed channels come back separately in followedChannelItemList, fresh.
 */
export const channelRecommendationList: Handler<'client/recommendation/channelRecommendationList'> = async ({ ctx, caller }) => {
  const pool = await anonymousPool(ctx.db);
  const userId = caller.user?.id ?? null;
  if (!userId) {
    return {
      maxDisplayCount: MAX_DISPLAY_COUNT,
      channelRecommendationItemList: pool.items.slice(0, MAX_DISPLAY_COUNT),
      followedChannelItemList: [],
    };
  }
  const [blocked, followed] = await Promise.all([
    ctx.db.selectFrom('channel_blocks').select('channel_login').where('user_id', '=', userId).execute(),
    ctx.db
      .selectFrom('follows')
      .select('channel_login')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('channel_login')
      .execute(),
  ]);
  const excluded = new Set([...blocked, ...followed].map((r) => r.channel_login));
  const followedCards = await loadChannelCards(
    ctx.db,
    followed.map((r) => r.channel_login),
    userId,
  );
  const now = new Date().toISOString();
  return {
    maxDisplayCount: MAX_DISPLAY_COUNT,
    channelRecommendationItemList: pool.items.filter((item) => !excluded.has(item.channelLogin)).slice(0, MAX_DISPLAY_COUNT),
    followedChannelItemList: followedCards.map((card) => toItem(card, now)),
  };
};
