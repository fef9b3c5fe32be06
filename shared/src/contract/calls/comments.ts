import { z } from 'zod';
import { defineCall } from '../define';
import { commentText, cursor, internalClipId, pageLimit } from '../fields';
import { comment } from '../models';

export const getClipComments = defineCall({
  path: 'client/clipComment/getClipComments',
  request: z.strictObject({ internalClipId, cursor, limit: pageLimit }),
  answer: z.object({ commentList: z.array(comment), nextCursor: z.string().nullable() }),
  errors: ['CLIP_NOT_FOUND'],
  summary: 'Comments of a clip, newest first; comments by users the viewer blocked are left out.',
});

export const submitComment = defineCall({
  path: 'client/clipComment/submitComment',
  request: z.strictObject({ internalClipId, commentText }),
  answer: z.object({ comment }),
  errors: ['CLIP_NOT_FOUND', 'COMMENT_EMPTY', 'COMMENT_TOO_LONG', 'ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 10, windowSeconds: 60 },
  summary: 'Posts a plain-text comment of 1 to 500 characters.',
});
