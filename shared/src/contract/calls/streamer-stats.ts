import { z } from 'zod';
import { safeString } from '../fields';
import { defineCall } from '../define';

/** One UTC day of the streamer's channel (the overview's charts). */
const statsDay = z.object({
  /** YYYY-MM-DD, UTC. */
  date: safeString(),
  /** Views counted that day on the channel's clips (counting per day began with this series). */
  viewCount: z.number().int(),
  /** Likes given that day to the channel's clips (still standing). */
  likeCount: z.number().int(),
  /** Follows made that day (still standing). */
  newFollowerCount: z.number().int(),
  /** Followers at the end of that day. */
  followerCount: z.number().int(),
});

/** Ours: the streamer overview (/overview). */
export const getChannelStats = defineCall({
  path: 'client/streamer/getChannelStats',
  request: z.strictObject({ period: z.enum(['7d', '30d', '90d', 'all']).default('30d') }),
  answer: z.object({
    channelLogin: safeString(),
    clipCount: z.number().int(),
    viewCount: z.number().int(),
    likeCount: z.number().int(),
    followerCount: z.number().int(),
    pendingRequestCount: z.number().int(),
    topClipIds: z.array(safeString()),
    /** Ours (overview charts): the most viewed clips of the period with their titles and numbers. */
    topClipList: z.array(z.object({ internalClipId: safeString(), clipTitle: safeString(), viewCount: z.number().int(), likeCount: z.number().int() })),
    /** One entry per day, oldest first: the period's days (7, 30 or 90; 'all' draws the last 90). */
    dailyList: z.array(statsDay),
    /** Clip requests received in the period by outcome. */
    requestCounts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  }),
  errors: ['NOT_STREAMER'],
  ours: true,
  summary: 'Totals, per-day series, top clips and request outcomes of the streamer’s own channel over a period.',
});
