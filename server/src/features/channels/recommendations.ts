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
/** "This week" of a card's reason line (ADR 0122): the last 7 days. */
const WEEK_DAYS = 7;
const EMPTY_POOL_CACHE_MS = 10_000;

interface Pool {
  at: number;
  items: RecommendationItem[];
}
const cache = new WeakMap<Db, { expires: number; pool: Promise<Pool> }>();

type WeekActivity = NonNullable<RecommendationItem['thisWeek']>;

export function toItem(card: ChannelCard, generatedAt: string, thisWeek?: WeekActivity): RecommendationItem {
  return {
    channelLogin: card.channelLogin,
    displayName: card.displayName,
    clipCount: card.clipCount,
    followerCount: card.followerCount,
    latestClip: card.latestClip,
    generatedAt,
    thisWeek: thisWeek ?? { likeCount: 0, followerCount: 0, clipCount: 0 },
  };
}

/**
 * What each channel did in the last 7 days, for the cards' reason lines (a card claims nothing these do not show):
 * likes given to its ready clips, follows it gained, ready clips it published. Three grouped queries whatever the
 * number of channels. Follows and likes since undone are gone from their tables, so they do not count.
 */
export async function weekActivity(db: Db, logins: string[]): Promise<Map<string, WeekActivity>> {
  const result = new Map<string, WeekActivity>(logins.map((l) => [l, { likeCount: 0, followerCount: 0, clipCount: 0 }]));
  if (logins.length === 0) return result;
  const since = sql<Date>`now() - make_interval(days => ${WEEK_DAYS})`;
  const [likes, follows, clips] = await Promise.all([
    db
      .selectFrom('likes')
      .innerJoin('clips', 'clips.id', 'likes.clip_id')
      .select(['clips.channel_login', sql<number>`count(*)::int`.as('n')])
      .where('clips.status', '=', 'ready')
      .where('clips.visibility', '=', 'public')
      .where('clips.channel_login', 'in', logins)
      .where('likes.created_at', '>=', since)
      .groupBy('clips.channel_login')
      .execute(),
    db
      .selectFrom('follows')
      .select(['channel_login', sql<number>`count(*)::int`.as('n')])
      .where('channel_login', 'in', logins)
      .where('created_at', '>=', since)
      .groupBy('channel_login')
      .execute(),
    db
      .selectFrom('clips')
      .select(['channel_login', sql<number>`count(*)::int`.as('n')])
      .where('status', '=', 'ready')
      .where('visibility', '=', 'public')
      .where('channel_login', 'in', logins)
      .where('published_at', '>=', since)
      .groupBy('channel_login')
      .execute(),
  ]);
  for (const row of likes) result.get(row.channel_login)!.likeCount = Number(row.n);
  for (const row of follows) result.get(row.channel_login)!.followerCount = Number(row.n);
  for (const row of clips) result.get(row.channel_login)!.clipCount = Number(row.n);
  return result;
}

/** Recommendation items of these cards, each with its week's activity. */
export async function toItems(db: Db, cards: ChannelCard[], generatedAt: string): Promise<RecommendationItem[]> {
  const week = await weekActivity(
    db,
    cards.map((card) => card.channelLogin),
  );
  return cards.map((card) => toItem(card, generatedAt, week.get(card.channelLogin)));
}

/**
 * The channels never recommended to this signed-in viewer: the ones they block, the ones they follow (listed apart)
 * and their own channel (a streamer is not sent to discover themselves).
 */
export async function excludedForViewer(db: Db, user: { id: string; streamer_channel_login: string | null }): Promise<{ followed: string[]; excluded: Set<string> }> {
  const [blocked, followed] = await Promise.all([
    db.selectFrom('channel_blocks').select('channel_login').where('user_id', '=', user.id).execute(),
    db
      .selectFrom('follows')
      .select('channel_login')
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('channel_login')
      .execute(),
  ]);
  const followedLogins = followed.map((r) => r.channel_login);
  const excluded = new Set([...blocked.map((r) => r.channel_login), ...followedLogins]);
  if (user.streamer_channel_login) excluded.add(user.streamer_channel_login);
  return { followed: followedLogins, excluded };
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
    .where('visibility', '=', 'public')
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
  return { at, items: await toItems(db, cards, generatedAt) };
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
