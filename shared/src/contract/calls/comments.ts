import { z } from 'zod';
import { defineCall } from '../define';
import { commentText, cursor, internalClipId, pageLimit, safeString } from '../fields';
import { comment } from '../models';

export const getClipComments = defineCall({
  path: 'client/clipComment/getClipComments',
  request: z.strictObject({ internalClipId, cursor, limit: pageLimit }),
  answer: z.object({ commentList: z.array(comment), nextCursor: safeString().nullable() }),
  errors: ['CLIP_NOT_FOUND'],
  summary: 'Comments of a clip, newest first; comments by users the viewer blocked are left out.',
});

export const submitComment = defineCall({
  path: 'client/clipComment/submitComment',
  request: z.strictObject({ internalClipId, commentText }),
  answer: z.object({ comment }),
  errors: ['CLIP_NOT_FOUND', 'COMMENT_EMPTY', 'COMMENT_TOO_LONG', 'ACCOUNT_NOT_REGISTERED', 'COMMENTING_BLOCKED'],
  rateLimit: { max: 10, windowSeconds: 60 },
  summary: 'Posts a plain-text comment of 1 to 500 characters.',
});

/** Ours: the author deletes their own comment (nobody else may; moderators remove comments through reports). */
export const deleteComment = defineCall({
  path: 'client/clipComment/deleteComment',
  request: z.strictObject({ commentId: safeString().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'COMMENT_NOT_FOUND' }) }),
  answer: z.object({ commentId: safeString() }),
  errors: ['COMMENT_NOT_FOUND', 'FORBIDDEN', 'ACCOUNT_NOT_REGISTERED'],
  ours: true,
  rateLimit: { max: 30, windowSeconds: 60 },
  summary: "Deletes one of the caller's own comments.",
});
