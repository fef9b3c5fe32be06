import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { mayPreview } from '../../domain/clip-preview';
import { isClipOpenTo } from '../../domain/visible-clips';
import { ApiError } from '../../http/api-error';


/**
 * Chat, transcript and playback reports exist for clips that can be watched. A clip that is not public (processing,
 * awaiting decision) answers as if it did not exist to everyone but its streamer and submitter; a rejected or
 * deleted one to everyone: CLIP_NOT_FOUND (404), never a 403 that would confirm it exists (ADR 0045). So does a
 * hidden one to everyone but its people.
 */
export async function assertPlayableClip(db: Db, internalClipId: string, viewer: Pick<UserRow, 'id' | 'streamer_channel_login' | 'is_admin'> | null = null) {
  const clip = await db
    .selectFrom('clips')
    .select(['id', 'status', 'view_count', 'channel_login', 'submitter_user_id', 'visibility'])
    .where('id', '=', internalClipId)
    .executeTakeFirst();
  if (!clip || clip.status === 'deleted' || clip.status === 'rejected') throw new ApiError('CLIP_NOT_FOUND');
  if (clip.status !== 'ready' && !mayPreview(clip, viewer)) throw new ApiError('CLIP_NOT_FOUND');
  // A hidden clip is its streamer's, submitter's and the moderators' only (ADR 0132).
  if (!isClipOpenTo(viewer, clip)) throw new ApiError('CLIP_NOT_FOUND');
  return clip;
}
