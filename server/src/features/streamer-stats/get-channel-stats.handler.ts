import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { requireStreamer } from '../clips';

const PERIOD_DAYS = { '7d': 7, '30d': 30, all: null } as const;
const TOP_CLIP_COUNT = 5;

/**
 * The streamer overview: clips published in the period with their views and likes, the most viewed of them,
 * followers and pending requests (those two are current totals, not per period).
 */
export const getChannelStats: Handler<'client/streamer/getChannelStats'> = async ({ ctx, body, caller }) => {
  const { channelLogin } = requireStreamer(caller);
  const days = PERIOD_DAYS[body.period];
  let clips = ctx.db.selectFrom('clips').where('channel_login', '=', channelLogin).where('status', '=', 'ready');
  if (days !== null) clips = clips.where('published_at', '>=', sql<never>`now() - make_interval(days => ${days})`);

  const [totals, top, followers, pending] = await Promise.all([
    clips
      .select([
        sql<number>`count(*)::int`.as('clip_count'),
        sql<number>`coalesce(sum(view_count), 0)::int`.as('view_count'),
        sql<number>`coalesce(sum(like_count), 0)::int`.as('like_count'),
      ])
      .executeTakeFirstOrThrow(),
    clips.select('id').orderBy('view_count', 'desc').orderBy('like_count', 'desc').orderBy('id').limit(TOP_CLIP_COUNT).execute(),
    ctx.db.selectFrom('follows').select(sql<number>`count(*)::int`.as('n')).where('channel_login', '=', channelLogin).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('clip_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('channel_login', '=', channelLogin)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    channelLogin,
    clipCount: Number(totals.clip_count),
    viewCount: Number(totals.view_count),
    likeCount: Number(totals.like_count),
    followerCount: Number(followers.n),
    pendingRequestCount: Number(pending.n),
    topClipIds: top.map((r) => r.id),
  };
};
