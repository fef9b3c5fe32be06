import { z } from 'zod';
import { defineCall } from '../define';
import { clipTitle, internalClipId } from '../fields';

/** Only a streamer whose streamerChannelLogin is the clip's channel (SPEC section 5). Its media is removed. */
export const deleteClip = defineCall({
  path: 'client/clipManage/deleteClip',
  request: z.strictObject({ internalClipId }),
  answer: z.object({ internalClipId: z.string() }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'TOKEN_REVOKED'],
  checkRevoked: true,
  summary: 'Deletes a clip of the streamer’s own channel and its media.',
});

export const renameClip = defineCall({
  path: 'client/clipManage/renameClip',
  request: z.strictObject({ internalClipId, clipTitle }),
  answer: z.object({ internalClipId: z.string(), clipTitle: z.string() }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'TITLE_TOO_SHORT', 'TITLE_TOO_LONG', 'TOKEN_REVOKED'],
  checkRevoked: true,
  summary: 'Renames a clip of the streamer’s own channel (3 to 100 characters).',
});
