import { sql } from 'kysely';
import type { Handler } from '../../http/handler';

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90, all: null } as const;
/** How many days the per-day series covers when the period is all time. */
const ALL_TIME_SERIES_DAYS = 90;
const TOP_CLIP_COUNT = 5;
const DAY_MS = 86_400_000;

/** The last `count` UTC days as YYYY-MM-DD, oldest first, today included. */
export function lastDays(count: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The streamer overview: clips published in the period with their views and likes, the most viewed of them,
 * followers and pending requests (current totals), a per-day series of views, likes and followers for the charts,
 * and the outcome of the clip requests received in the period.
 */
export const getChannelStats: Handler<'client/streamer/getChannelStats'> = async ({ ctx, body, caller }) => {
  const { channelLogin } = caller;
  const days = PERIOD_DAYS[body.period];
  let clips = ctx.db.selectFrom('clips').where('channel_login', '=', channelLogin).where('status', '=', 'ready');
  if (days !== null) clips = clips.where('published_at', '>=', sql<never>`now() - make_interval(days => ${days})`);
  const series = lastDays(days ?? ALL_TIME_SERIES_DAYS);
  const from = series[0];
  const utcDay = (column: string) => sql<string>`((${sql.ref(column)} at time zone 'UTC')::date)::text`;

  const [totals, top, followers, pending, viewDays, likeDays, followDays, followersBefore, requests] = await Promise.all([
    clips
      .select([
        sql<number>`count(*)::int`.as('clip_count'),
        sql<number>`coalesce(sum(view_count), 0)::int`.as('view_count'),
        sql<number>`coalesce(sum(like_count), 0)::int`.as('like_count'),
      ])
      .executeTakeFirstOrThrow(),
    clips
      .select(['id', 'title', 'view_count', 'like_count'])
      .orderBy('view_count', 'desc')
      .orderBy('like_count', 'desc')
      .orderBy('id')
      .limit(TOP_CLIP_COUNT)
      .execute(),
    ctx.db.selectFrom('follows').select(sql<number>`count(*)::int`.as('n')).where('channel_login', '=', channelLogin).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('clip_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('channel_login', '=', channelLogin)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('clip_view_days as d')
      .innerJoin('clips as c', 'c.id', 'd.clip_id')
      .select([sql<string>`d.day::text`.as('day'), sql<number>`sum(d.views)::int`.as('n')])
      .where('c.channel_login', '=', channelLogin)
      .where('c.status', '!=', 'deleted')
      .where('d.day', '>=', from)
      .groupBy('d.day')
      .execute(),
    ctx.db
      .selectFrom('likes as l')
      .innerJoin('clips as c', 'c.id', 'l.clip_id')
      .select([utcDay('l.created_at').as('day'), sql<number>`count(*)::int`.as('n')])
      .where('c.channel_login', '=', channelLogin)
      .where('c.status', '!=', 'deleted')
      .where(sql<boolean>`l.created_at >= ${from}::date`)
      .groupBy(sql`1`)
      .execute(),
    ctx.db
      .selectFrom('follows')
      .select([utcDay('created_at').as('day'), sql<number>`count(*)::int`.as('n')])
      .where('channel_login', '=', channelLogin)
      .where(sql<boolean>`created_at >= ${from}::date`)
      .groupBy(sql`1`)
      .execute(),
    ctx.db
      .selectFrom('follows')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('channel_login', '=', channelLogin)
      .where(sql<boolean>`created_at < ${from}::date`)
      .executeTakeFirstOrThrow(),
    (() => {
      let q = ctx.db
        .selectFrom('clip_requests')
        .select(['status', sql<number>`count(*)::int`.as('n')])
        .where('channel_login', '=', channelLogin);
      if (days !== null) q = q.where('created_at', '>=', sql<never>`now() - make_interval(days => ${days})`);
      return q.groupBy('status').execute();
    })(),
  ]);

  const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
  const views = byDay(viewDays);
  const likes = byDay(likeDays);
  const follows = byDay(followDays);
  let runningFollowers = Number(followersBefore.n);
  const dailyList = series.map((date) => {
    const newFollowerCount = follows.get(date) ?? 0;
    runningFollowers += newFollowerCount;
    return { date, viewCount: views.get(date) ?? 0, likeCount: likes.get(date) ?? 0, newFollowerCount, followerCount: runningFollowers };
  });
  const requestCount = (status: string) => Number(requests.find((r) => r.status === status)?.n ?? 0);

  return {
    channelLogin,
    clipCount: Number(totals.clip_count),
    viewCount: Number(totals.view_count),
    likeCount: Number(totals.like_count),
    followerCount: Number(followers.n),
    pendingRequestCount: Number(pending.n),
    topClipIds: top.map((r) => r.id),
    topClipList: top.map((r) => ({ internalClipId: r.id, clipTitle: r.title, viewCount: Number(r.view_count), likeCount: Number(r.like_count) })),
    dailyList,
    requestCounts: { pending: requestCount('pending'), approved: requestCount('approved'), rejected: requestCount('rejected') },
  };
};
