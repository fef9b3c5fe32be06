import type { Db } from '../../db/database';
import type { StreamerCaller } from '../../http/caller';
import { ApiError } from '../../http/api-error';

/**
 * SPEC section 5: a clip may be renamed or deleted only by a streamer whose channel is the clip's channel.
 * An unknown or already deleted clip is CLIP_NOT_FOUND; someone else's clip is FORBIDDEN.
 */
export async function loadOwnClip(db: Db, caller: StreamerCaller, internalClipId: string) {
  const { channelLogin } = caller;
  const clip = await db
    .selectFrom('clips')
    .select(['id', 'channel_login', 'status', 'title'])
    .where('id', '=', internalClipId)
    .executeTakeFirst();
  if (!clip || clip.status === 'deleted') throw new ApiError('CLIP_NOT_FOUND');
  if (clip.channel_login !== channelLogin) throw new ApiError('FORBIDDEN', 'Only the streamer of this channel may change its clips');
  return clip;
}

/**
 * The streamer's own clip whose files are still there: a rejected clip's are gone, so it has no thumbnail or vertical
 * version to choose or make, as a deleted one.
 */
export async function loadOwnLiveClip(...args: Parameters<typeof loadOwnClip>) {
  const clip = await loadOwnClip(...args);
  if (clip.status === 'rejected') throw new ApiError('CLIP_NOT_FOUND');
  return clip;
}
