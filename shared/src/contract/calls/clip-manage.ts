import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { clipTitle, internalClipId, safeString } from '../fields';
import { clip } from '../models';

/**
 * Only a streamer whose streamerChannelLogin is the clip's channel (SPEC section 5). Its media is removed. Ours: a clip
 * under a legal hold is refused (LEGAL_HOLD, issue 22 item 6).
 */
export const deleteClip = defineCall({
  path: 'client/clipManage/deleteClip',
  request: z.strictObject({ internalClipId }),
  answer: z.object({ internalClipId: safeString() }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'TOKEN_REVOKED', 'LEGAL_HOLD'],
  checkRevoked: true,
  summary: 'Deletes a clip of the streamer’s own channel and its media.',
});

export const renameClip = defineCall({
  path: 'client/clipManage/renameClip',
  request: z.strictObject({ internalClipId, clipTitle }),
  answer: z.object({ internalClipId: safeString(), clipTitle: safeString() }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'TITLE_TOO_SHORT', 'TITLE_TOO_LONG', 'TOKEN_REVOKED'],
  checkRevoked: true,
  summary: 'Renames a clip of the streamer’s own channel (3 to 100 characters).',
});

/** Ours: the clip manager (/streamer/clips). Clips of the streamer's own channel in every status but deleted. */
export const getChannelClips = defineCall({
  path: 'client/clipManage/getChannelClips',
  request: emptyRequest,
  answer: z.object({
    clipList: z.array(clip),
    /** More clips exist than one answer carries (CHANNEL_CLIPS_MAX in limits.ts; the newest are kept). */
    isTruncated: z.boolean(),
  }),
  errors: ['NOT_STREAMER'],
  ours: true,
  summary: 'Every clip of the streamer’s own channel (newest first), whatever its encode status.',
});
