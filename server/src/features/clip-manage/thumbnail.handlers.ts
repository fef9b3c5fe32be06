import { sql } from 'kysely';
import { parseJsonArray } from '../../domain/clip-row';
import { enqueueClipJobs } from '../../media/jobs/queue';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { loadOwnLiveClip } from './own-clip';
import { thumbnailChoicesOf } from './thumbnail-choices';
import { toClipThumbnails } from './thumbnail-image';
import { decodeImageBase64 } from '../../http/uploaded-image';
import { clipThumbnailKey } from '@clipyard/shared/media';

export const getThumbnailChoices: Handler<'client/clipManage/getThumbnailChoices'> = async ({ ctx, body, caller }) => {
  const clip = await loadOwnLiveClip(ctx.db, caller, body.internalClipId);
  const choices = await thumbnailChoicesOf(ctx, clip.id);
  // A clip encoded before the strip existed gets one now: the thumbnail job makes it (and nothing else changes).
  if (choices.frameTimes === null && !choices.updating && choices.clip.renditions.includes('source')) {
    const pending = await ctx.db.selectFrom('encode_jobs').select('id').where('clip_id', '=', clip.id).where('kind', '=', 'thumbnail').where('state', 'in', ['queued', 'running']).executeTakeFirst();
    if (!pending) await enqueueClipJobs(ctx.db, clip.id, ['thumbnail']);
  }
  return choices;
};

/** The frame at a moment of the clip becomes its thumbnail: the encode workers make it, media_version moves on then. */
export const setClipThumbnailFrame: Handler<'client/clipManage/setClipThumbnailFrame'> = async ({ ctx, body, caller }) => {
  const owned = await loadOwnLiveClip(ctx.db, caller, body.internalClipId);
  const clip = await ctx.db.selectFrom('clips').select(['duration_seconds', 'renditions']).where('id', '=', owned.id).executeTakeFirstOrThrow();
  const renditions = parseJsonArray(clip.renditions);
  if (!renditions.includes('source') || clip.duration_seconds === null) throw new ApiError('CLIP_NOT_READY', 'The clip has no video yet');
  if (body.atSeconds > clip.duration_seconds) throw new ApiError('THUMBNAIL_TIME_INVALID', 'The moment is past the end of the clip');
  await ctx.db
    .updateTable('clips')
    .set({ thumbnail_at_seconds: Math.round(body.atSeconds * 100) / 100, thumbnail_uploaded: false, thumbnail_rechosen: true })
    .where('id', '=', owned.id)
    .execute();
  await enqueueClipJobs(ctx.db, owned.id, ['thumbnail']);
  return thumbnailChoicesOf(ctx, owned.id);
};

/** An uploaded image becomes the thumbnail at once, re-encoded by us (nothing of the original file is served). */
export const uploadClipThumbnail: Handler<'client/clipManage/uploadClipThumbnail'> = async ({ ctx, body, caller }) => {
  const owned = await loadOwnLiveClip(ctx.db, caller, body.internalClipId);
  const images = await toClipThumbnails(decodeImageBase64(body.imageBase64));
  for (const [format, bytes] of Object.entries(images) as [keyof typeof images, Buffer][]) {
    await ctx.media.storage.put(clipThumbnailKey(owned.channel_login, owned.id, format), bytes, format === 'webp' ? 'image/webp' : 'image/avif');
  }
  await ctx.db
    .updateTable('clips')
    .set({
      thumbnail_uploaded: true,
      thumbnail_at_seconds: null,
      thumbnail_rechosen: false,
      thumbnail_formats: JSON.stringify(Object.keys(images)) as never,
      media_version: sql`media_version + 1`,
    })
    .where('id', '=', owned.id)
    .execute();
  return thumbnailChoicesOf(ctx, owned.id);
};
