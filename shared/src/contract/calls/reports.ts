import { z } from 'zod';
import { defineCall } from '../define';
import { channelLogin, internalClipId, safeString } from '../fields';

const reason = safeString().trim().max(500).optional();
const reportAnswer = z.object({ reportId: safeString() });
const reportErrors = ['ALREADY_REPORTED', 'ACCOUNT_NOT_REGISTERED'] as const;
const reportRateLimit = { max: 20, windowSeconds: 3600 };

/** One open report per reporter and target: a second answers ALREADY_REPORTED. */
export const reportComment = defineCall({
  path: 'client/report/reportComment',
  request: z.strictObject({
    internalClipId,
    commentText: safeString().max(500),
    commenterUserName: safeString().max(40),
    /** Ours: pins the exact comment when the client knows it. */
    commentId: safeString().max(64).optional(),
    reason,
  }),
  answer: reportAnswer,
  errors: [...reportErrors, 'COMMENT_NOT_FOUND'],
  rateLimit: reportRateLimit,
  summary: 'Reports a comment to the moderation queue.',
});

export const reportClip = defineCall({
  path: 'client/report/reportClip',
  request: z.strictObject({ internalClipId, reason }),
  answer: reportAnswer,
  errors: [...reportErrors, 'CLIP_NOT_FOUND'],
  rateLimit: reportRateLimit,
  summary: 'Reports a clip to the moderation queue.',
});

export const reportChannel = defineCall({
  path: 'client/report/reportChannel',
  request: z.strictObject({ channelLogin, reason }),
  answer: reportAnswer,
  errors: [...reportErrors, 'CHANNEL_NOT_FOUND'],
  rateLimit: reportRateLimit,
  summary: 'Reports a channel to the moderation queue.',
});
