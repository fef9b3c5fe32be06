import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { ThumbnailFormat } from '@clipyard/shared/contract';
import { clipFramesKey, clipThumbnailKey } from '@clipyard/shared/media';
import { thumbnailAvifArgs, thumbnailFrameTimes, thumbnailFramesArgs, thumbnailTime, thumbnailWebpArgs } from '../ffmpeg/commands';
import { mediaSupport } from '../ffmpeg/capabilities';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { loadClip, renditionInput, scratchPath } from './clip-input';
import type { JobRunner } from './job-context';

const CONTENT_TYPE: Record<ThumbnailFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** The last moment a frame can be taken at: a little before the end, where the last frame still is. */
const END_MARGIN_SECONDS = 0.05;

/**
 * The clip's thumbnail, one frame as webp (every browser) and avif (smaller; the client probes support first), and the
 * strip of candidate frames the streamer picks from (issue 23 item 2, ADR 0144). The frame is the one chosen
 * (thumbnail_at_seconds) or a second in; an uploaded thumbnail is left as it is. An ffmpeg without AVIF (the npm
 * fallback) makes the webp only: the clip lists the formats it has. A run for a new choice (thumbnail_rechosen)
 * moves media_version on once the files are stored, so the new picture gets new addresses.
 */
export const runThumbnailJob: JobRunner = async (job, jc) => {
  const clip = await loadClip(jc, job.clip_id);
  if (!clip) return;
  const choice = await jc.db
    .selectFrom('clips')
    .select(['thumbnail_at_seconds', 'thumbnail_uploaded', 'thumbnail_rechosen', 'thumbnail_frames'])
    .where('id', '=', clip.id)
    .executeTakeFirstOrThrow();
  const duration = clip.duration_seconds ?? 2;
  const { file: input, temporary } = await renditionInput(jc, clip, job);
  const at = Math.max(0, Math.min(choice.thumbnail_at_seconds ?? thumbnailTime(duration), duration - END_MARGIN_SECONDS));
  const outputs: Record<ThumbnailFormat, string> = {
    webp: scratchPath(jc, job, '-thumb.webp'),
    avif: scratchPath(jc, job, '-thumb.avif'),
  };
  const framesFile = scratchPath(jc, job, '-frames.webp');
  // A new choice needs no new strip: the strip depends on the video only.
  const makeFrames = !(choice.thumbnail_rechosen && choice.thumbnail_frames);
  try {
    const formats: ThumbnailFormat[] = [];
    if (!choice.thumbnail_uploaded) {
      await runFfmpeg(thumbnailWebpArgs(input, outputs.webp, at), { signal: jc.signal, ...jc.limits(0) });
      formats.push('webp');
      jc.onProgress(0.4);
      if ((await mediaSupport()).avifThumbnails) {
        await runFfmpeg(thumbnailAvifArgs(input, outputs.avif, at), { signal: jc.signal, ...jc.limits(0) });
        formats.push('avif');
      }
      jc.onProgress(0.7);
    }
    if (makeFrames) await runFfmpeg(thumbnailFramesArgs(input, framesFile, thumbnailFrameTimes(duration)), { signal: jc.signal, ...jc.limits(0) });
    if (!(await jc.stillHolds())) return;
    for (const format of formats) {
      await jc.store.moveFile(clipThumbnailKey(clip.channel_login, clip.id, format), outputs[format], CONTENT_TYPE[format]);
    }
    if (makeFrames) await jc.store.moveFile(clipFramesKey(clip.channel_login, clip.id), framesFile, 'image/webp');
    const updated = await jc.db
      .updateTable('clips')
      .set({
        ...(formats.length > 0 ? { thumbnail_formats: JSON.stringify(formats) as never } : {}),
        thumbnail_frames: true,
        thumbnail_rechosen: false,
        ...(choice.thumbnail_rechosen ? { media_version: sql`media_version + 1` } : {}),
      })
      .where('id', '=', clip.id)
      .where('status', 'not in', ['deleted', 'rejected'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      for (const format of formats) await jc.store.delete(clipThumbnailKey(clip.channel_login, clip.id, format));
      await jc.store.delete(clipFramesKey(clip.channel_login, clip.id));
    }
  } finally {
    await Promise.all([...Object.values(outputs), framesFile, ...(temporary ? [input] : [])].map((f) => rm(f, { force: true })));
  }
};
