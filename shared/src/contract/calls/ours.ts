import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { cursor, pageLimit } from '../fields';
import { report } from '../models';

/** Ours: the admin moderation queue (ARCHITECTURE section 5). */
export const getReportQueue = defineCall({
  path: 'client/admin/getReportQueue',
  request: z.strictObject({ status: z.enum(['open', 'dismissed', 'actioned']).optional(), cursor, limit: pageLimit }),
  answer: z.object({ reportList: z.array(report), nextCursor: z.string().nullable() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Reports awaiting review, oldest first.',
});

/** Ours: actioned removes the reported clip or comment; dismissed closes the report. */
export const resolveReport = defineCall({
  path: 'client/admin/resolveReport',
  request: z.strictObject({ reportId: z.string().max(64), resolution: z.enum(['dismissed', 'actioned']) }),
  answer: z.object({ reportId: z.string(), status: z.enum(['dismissed', 'actioned']) }),
  errors: ['NOT_ADMIN', 'REPORT_NOT_FOUND'],
  ours: true,
  summary: 'Closes a report.',
});

/** Ours: /about/userData's download of everything stored about the user. */
export const exportUserData = defineCall({
  path: 'client/userData/exportUserData',
  request: emptyRequest,
  answer: z.object({ exportedAt: z.string(), userData: z.record(z.string(), z.unknown()) }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 5, windowSeconds: 600 },
  ours: true,
  summary: 'All data stored about the signed-in user, as JSON.',
});

/** Ours: the streamer overview (/overview). */
export const getChannelStats = defineCall({
  path: 'client/streamer/getChannelStats',
  request: z.strictObject({ period: z.enum(['7d', '30d', 'all']).default('30d') }),
  answer: z.object({
    channelLogin: z.string(),
    clipCount: z.number().int(),
    viewCount: z.number().int(),
    likeCount: z.number().int(),
    followerCount: z.number().int(),
    pendingRequestCount: z.number().int(),
    topClipIds: z.array(z.string()),
  }),
  errors: ['NOT_STREAMER'],
  ours: true,
  summary: 'Totals for the streamer’s own channel over a period.',
});
