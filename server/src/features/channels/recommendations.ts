import { sql } from 'kysely';
import type { ChannelCard, RecommendationItem } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { loadChannelCards } from '../../domain/channel-cards';

/** SPEC section 9: the list is capped at maxDisplayCount; the anonymous ranking is cached 5 minutes. */
export const MAX_DISPLAY_COUNT = 12;
export const RECOMMENDATION_CACHE_MS = 5 * 60 * 1000;
/** Ranked channels kept in the cache: enough to still fill the list after a viewer's blocks and follows are removed. */
const POOL_SIZE = 100;
const RECENT_DAYS = 30;
const EMPTY_POOL_CACHE_MS = 10_000;

interface Pool {
  at: number;
  items: RecommendationItem[];
}
const cache = new WeakMap<Db, { expires: number; pool: Promise<Pool> }>();

export function toItem(card: ChannelCard, generatedAt: string): RecommendationItem {
  return {
    channelLogin: card.channelLogin,
    displayName: card.displayName,
    clipCount: card.clipCount,
    followerCount: card.followerCount,
    latestClip: card.latestClip,
    generatedAt,
  };
}

/**
 * Channels ranked by recent clip activity: each ready clip of the last 30 days weighs 10 + 2 * likes + views; older
 * clips only break ties so a young site still recommends something.
 */
async function computePool(db: Db): Promise<Pool> {
  const ranked = await db
    .selectFrom('clips')
    .select('channel_login')
    .where('status', '=', 'ready')
    .groupBy('channel_login')
    .orderBy(
      sql`sum(CASE WHEN published_at >= now() - make_interval(days => ${RECENT_DAYS}) THEN 10 + 2 * like_count + view_count ELSE 0 END) + count(*) * 0.01`,
      'desc',
    )
    .orderBy(sql`max(published_at)`, 'desc')
    .orderBy('channel_login')
    .limit(POOL_SIZE)
    .execute();
  const at = Date.now();
  const cards = await loadChannelCards(
    db,
    ranked.map((r) => r.channel_login),
    null,
  );
  const generatedAt = new Date(at).toISOString();
  return { at, items: cards.map((card) => toItem(card, generatedAt)) };
}

export function anonymousPool(db: Db): Promise<Pool> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && hit.expires > now) return hit.pool;
  // The promise is cached, not the result: concurrent first requests share one computation.
  const pool = computePool(db);
  const entry = { expires: now + RECOMMENDATION_CACHE_MS, pool };
  cache.set(db, entry);
  pool.then(
    // An empty ranking (a fresh site whose demo clips are still encoding) is not kept for 5 minutes.
    (p) => {
      if (p.items.length === 0) entry.expires = Math.min(entry.expires, Date.now() + EMPTY_POOL_CACHE_MS);
    },
    () => cache.delete(db),
  );
  return pool;
}

/** For tests and for writes that should show at once (none today). */
export function clearRecommendationCache(db: Db): void {
  cache.delete(db);
}
