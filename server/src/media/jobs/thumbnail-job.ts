import { rm } from 'node:fs/promises';
import type { ThumbnailFormat } from '@clipyard/shared/contract';
import { clipThumbnailKey } from '@clipyard/shared/media';
import { thumbnailAvifArgs, thumbnailTime, thumbnailWebpArgs } from '../ffmpeg/commands';
import { mediaSupport } from '../ffmpeg/capabilities';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { loadClip, renditionInput, scratchPath } from './clip-input';
import type { JobRunner } from './job-context';

const CONTENT_TYPE: Record<ThumbnailFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/**
 * One frame as webp (every browser) and avif (smaller; the client probes support first). An ffmpeg without AVIF
 * (the npm fallback) makes the webp only: the clip lists the formats it has.
 */
export const runThumbnailJob: JobRunner = async (job, jc) => {
  const clip = await loadClip(jc, job.clip_id);
  if (!clip) return;
  const { file: input, temporary } = await renditionInput(jc, clip, job);
  const at = thumbnailTime(clip.duration_seconds ?? 2);
  const outputs: Record<ThumbnailFormat, string> = {
    webp: scratchPath(jc, job, '-thumb.webp'),
    avif: scratchPath(jc, job, '-thumb.avif'),
  };
  try {
    await runFfmpeg(thumbnailWebpArgs(input, outputs.webp, at), { signal: jc.signal, ...jc.limits(0) });
    jc.onProgress(0.5);
    const formats: ThumbnailFormat[] = ['webp'];
    if ((await mediaSupport()).avifThumbnails) {
      await runFfmpeg(thumbnailAvifArgs(input, outputs.avif, at), { signal: jc.signal, ...jc.limits(0) });
      formats.push('avif');
    }
    if (!(await jc.stillHolds())) return;
    for (const format of formats) {
      await jc.store.moveFile(clipThumbnailKey(clip.channel_login, clip.id, format), outputs[format], CONTENT_TYPE[format]);
    }
    const updated = await jc.db
      .updateTable('clips')
      .set({ thumbnail_formats: JSON.stringify(formats) as never })
      .where('id', '=', clip.id)
      .where('status', 'not in', ['deleted', 'rejected'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      for (const format of formats) await jc.store.delete(clipThumbnailKey(clip.channel_login, clip.id, format));
    }
  } finally {
    await Promise.all([...Object.values(outputs), ...(temporary ? [input] : [])].map((f) => rm(f, { force: true })));
  }
};
