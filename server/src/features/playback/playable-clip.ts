import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/** Chat, transcript and playback reports exist for clips that can be watched (a streamer previews pending ones too). */
export async function assertPlayableClip(db: Db, internalClipId: string) {
  const clip = await db.selectFrom('clips').select(['id', 'status', 'view_count']).where('id', '=', internalClipId).executeTakeFirst();
  if (!clip || clip.status === 'deleted' || clip.status === 'rejected') throw new ApiError('CLIP_NOT_FOUND');
  return clip;
}
