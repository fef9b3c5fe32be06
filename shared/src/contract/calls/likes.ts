import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { internalClipId, safeString } from '../fields';

export const getUserLikedClips = defineCall({
  path: 'client/userLikes/getUserLikedClips',
  request: emptyRequest,
  /** SPEC section 3: userLikeSet (ids of the clips the user likes). */
  answer: z.object({ userLikeSet: z.array(safeString()) }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  summary: 'Ids of every clip the signed-in user likes.',
});

export const modifyLikeClipPreference = defineCall({
  path: 'client/clipLikes/modifyLikeClipPreference',
  request: z.strictObject({ internalClipId, isLike: z.boolean() }),
  answer: z.object({ internalClipId: safeString(), isLike: z.boolean(), likeCount: z.number().int() }),
  errors: ['CLIP_NOT_FOUND', 'ACCOUNT_NOT_REGISTERED'],
  summary: 'Likes or unlikes a clip (idempotent).',
});
