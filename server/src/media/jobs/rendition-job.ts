import { rm } from 'node:fs/promises';
import { clipVideoKey, renditionContentType, renditionSuffix } from '@clipyard/shared/media';
import { sql } from 'kysely';
import { av1Args, x265Args } from '../ffmpeg/commands';
import { probeVideo } from '../ffmpeg/probe';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { loadClip, renditionInput, scratchPath } from './clip-input';
import type { JobRunner } from './job-context';

const ARGS = { x265: x265Args, av1: av1Args } as const;

/** The lower-priority renditions: x265 mp4 (hvc1) and AV1 mkv (SVT-AV1). Each is added to clip.renditions when stored. */
export function renditionJob(kind: 'x265' | 'av1'): JobRunner {
  return async (job, jc) => {
    const clip = await loadClip(jc, job.clip_id);
    if (!clip) return;
    const { file: input, temporary } = await renditionInput(jc, clip, job);
    const output = scratchPath(jc, job, renditionSuffix[kind]);
    try {
      const probe = await probeVideo(input);
      await runFfmpeg(ARGS[kind](input, output, probe.hasAudio), {
        durationSeconds: probe.durationSeconds,
        onProgress: jc.onProgress,
        signal: jc.signal,
        ...jc.limits(probe.durationSeconds),
      });
      if (!(await jc.stillHolds())) return;
      const key = clipVideoKey(clip.channel_login, clip.id, kind);
      await jc.store.moveFile(key, output, renditionContentType[kind]);
      const tag = JSON.stringify([kind]);
      const updated = await jc.db
        .updateTable('clips')
        .set({ renditions: sql`CASE WHEN renditions @> ${tag}::jsonb THEN renditions ELSE renditions || ${tag}::jsonb END` as never })
        .where('id', '=', clip.id)
        .where('status', 'not in', ['deleted', 'rejected'])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await jc.store.delete(key);
    } finally {
      await Promise.all([output, ...(temporary ? [input] : [])].map((f) => rm(f, { force: true })));
    }
  };
}
