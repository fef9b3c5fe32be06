import { rm } from 'node:fs/promises';
import { clipOriginalKey, clipVerticalKey, clipVideoKey } from '@clipyard/shared/media';
import { sql } from 'kysely';
import { sourceArgsFor } from '../ffmpeg/commands';
import { checkVideoFile, MediaRejected, probeVideo } from '../ffmpeg/probe';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { removeHandedOffUpload } from '../uploads/upload-handoff';
import { planSourceCut } from './clip-cut';
import { loadClip, scratchPath, sourceInput, storedSourceCopy, type ClipForJob } from './clip-input';
import { originalCopy, recordOriginal, recordOriginalCut, storeOriginal } from './clip-original';
import type { JobRunner } from './job-context';
import { withRendition } from './rendition-job';
import { notifyNewClip, notifySafely } from '../../domain/notifications/write';

/**
 * The first job of every clip: fetch (URL submissions), check with magic bytes and ffprobe, make the h264/aac
 * faststart mp4 (a remux when the input already is h264/aac, else an encode), cut to the clip editor's range if one
 * was chosen (clip-cut.ts), and publish it. From then on the clip plays: a processing clip becomes ready (and counts as
 * published); a clip awaiting its streamer's decision stays so, playable in the streamer's queue.
 */
export const runSourceJob: JobRunner = async (job, jc) => {
  const clip = await loadClip(jc, job.clip_id);
  if (!clip) return;
  // A re-cut (ADR 0145 addendum) cuts the clip's current video, or a request's kept original (second addendum); the
  // first cut, its original.
  const recut = clip.recut_pending;
  const input = !recut ? await sourceInput(jc, clip, job) : fromOriginal(clip) ? await originalCopy(jc, clip, job) : await storedSourceCopy(jc, clip, job);
  try {
    await makeSource(job, jc, clip, input);
  } finally {
    if (recut) await rm(input, { force: true });
  }
};

/** A re-cut of a request whose original is kept cuts that original (its range is in the original's seconds). */
function fromOriginal(clip: ClipForJob): clip is ClipForJob & { original_container: 'mp4' | 'mkv' } {
  return clip.recut_pending && clip.original_container !== null && clip.status === 'awaiting_decision';
}

/** The video files made from the source, which a re-cut makes stale. */
const MADE_FROM_SOURCE = [
  (login: string, id: string) => clipVideoKey(login, id, 'x265'),
  (login: string, id: string) => clipVideoKey(login, id, 'av1'),
  clipVerticalKey,
];

async function makeSource(job: Parameters<JobRunner>[0], jc: Parameters<JobRunner>[1], clip: ClipForJob, input: string): Promise<void> {
  const recut = clip.recut_pending;
  const probe = await checkVideoFile(input);
  const cut = await planSourceCut(input, clip, probe);
  const seconds = cut?.durationSeconds ?? probe.durationSeconds;
  const output = scratchPath(jc, job, '-source.mp4');
  try {
    await runFfmpeg(sourceArgsFor(input, output, probe, cut), {
      durationSeconds: seconds,
      onProgress: jc.onProgress,
      signal: jc.signal,
      ...jc.limits(seconds),
    });
    const encoded = await probeVideo(output).catch(() => {
      throw new MediaRejected('The video could not be converted');
    });
    if (!(await jc.stillHolds())) return;
    // A trimmed upload going to its streamer's review: its whole original is kept for the review (recorded below,
    // once the clip is stored, and only if it still waits then).
    const original = !recut && cut && clip.status === 'awaiting_decision' ? await storeOriginal(jc, clip, job, input) : null;
    const key = clipVideoKey(clip.channel_login, clip.id, 'source');
    await jc.store.moveFile(key, output, 'video/mp4');
    const updated = await jc.db
      .updateTable('clips')
      .set({
        duration_seconds: encoded.durationSeconds,
        width: encoded.width,
        height: encoded.height,
        failure_reason: null,
        // A re-cut: only the new source plays until the other files are made from it again; its addresses are new
        // and the old ones stop being served (cut_version); the thumbnail and its strip are made again from the cut.
        renditions: recut ? (sql`'["source"]'::jsonb` as never) : withRendition('source'),
        ...(recut
          ? {
              media_version: sql`media_version + 1`,
              cut_version: sql`media_version + 1`,
              recut_pending: false,
              thumbnail_at_seconds: null,
              thumbnail_frames: false,
              thumbnail_rechosen: sql`NOT thumbnail_uploaded` as never,
            }
          : {}),
        status: sql`CASE WHEN status = 'processing' THEN 'ready' ELSE status END` as never,
        // coalesce: a clip that already has a publication time (demo seed, re-encode) keeps it.
        published_at: sql`CASE WHEN status = 'processing' THEN coalesce(published_at, now()) ELSE published_at END` as never,
      })
      .where('id', '=', clip.id)
      .where('status', 'not in', ['deleted', 'rejected'])
      .returning('status')
      .executeTakeFirst();
    if (updated && original && cut) {
      await recordOriginal(jc, clip, { container: original, durationSeconds: probe.durationSeconds, startSeconds: cut.startSeconds, endSeconds: cut.startSeconds + cut.durationSeconds });
    } else if (original) await jc.store.delete(clipOriginalKey(clip.channel_login, clip.id, original));
    if (updated && fromOriginal(clip) && cut) await recordOriginalCut(jc.db, clip.id, cut.startSeconds, cut.startSeconds + cut.durationSeconds);
    // Deleted while encoding: do not leave its file behind.
    if (!updated) await jc.store.delete(key);
    // A re-cut: the files made from the old video go (the jobs queued with the re-cut make them again from the new one).
    else if (recut) await Promise.all(MADE_FROM_SOURCE.map((made) => jc.store.delete(made(clip.channel_login, clip.id))));
    // Published just now: the channel's followers hear of it (ADR 0107). `clip` was read when the job started: a request
    // approved while its source was encoding was 'awaiting_decision' then and is published by this update, so it
    // counts too (ADR 0118; writing the same clip twice is a no-op, so an approval that published it already is safe).
    else if ((clip.status === 'processing' || clip.status === 'awaiting_decision') && updated.status === 'ready')
      await notifySafely(jc.log, () => notifyNewClip(jc.db, clip.id));
    // The source is stored: later jobs read it (or the local input), never the upload again.
    await removeHandedOffUpload(jc.db, jc.store, clip.id);
  } finally {
    await rm(output, { force: true });
  }
}
