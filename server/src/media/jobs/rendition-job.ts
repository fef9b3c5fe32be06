import { rm } from 'node:fs/promises';
import { clipVideoKey, renditionContentType, renditionSuffix } from '@clipyard/shared/media';
import { sql } from 'kysely';
import type { EncodeJobKind } from '../../db/schema';
import { av1Args, x265Args } from '../ffmpeg/commands';
import { probeVideo, type ProbeResult } from '../ffmpeg/probe';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { loadClip, renditionInput, scratchPath, type ClipForJob } from './clip-input';
import type { JobContext, JobRunner } from './job-context';

/** clips.renditions with `kind` added (once): what a job sets when the file it made is stored. */
export function withRendition(kind: EncodeJobKind) {
  const tag = JSON.stringify([kind]);
  return sql`CASE WHEN renditions @> ${tag}::jsonb THEN renditions ELSE renditions || ${tag}::jsonb END` as never;
}

/** A file a job makes from the clip's video after its source is stored: an HEVC or AV1 rendition, the vertical version. */
export interface FileFromSource {
  kind: Exclude<EncodeJobKind, 'source' | 'thumbnail'>;
  key(clip: ClipForJob): string;
  contentType: string;
  /** The scratch file's suffix (its extension tells ffmpeg the container). */
  suffix: string;
  /** ffmpeg's arguments from the input to the output (a MediaRejected when the clip cannot have this file). */
  args(input: string, output: string, probe: ProbeResult, clip: ClipForJob, jc: JobContext): Promise<string[]>;
  /** The file replaces an earlier one of a different content (a new framing): the clip's media_version moves on. */
  newAddresses: boolean;
}

/**
 * The job that makes one such file: from the local input or the stored source (renditionInput), stored under its key
 * and added to clip.renditions; a clip deleted or rejected meanwhile keeps nothing.
 */
export function fileFromSourceJob(made: FileFromSource): JobRunner {
  return async (job, jc) => {
    const clip = await loadClip(jc, job.clip_id);
    if (!clip) return;
    const { file: input, temporary } = await renditionInput(jc, clip, job);
    const output = scratchPath(jc, job, made.suffix);
    try {
      const probe = await probeVideo(input);
      await runFfmpeg(await made.args(input, output, probe, clip, jc), {
        durationSeconds: probe.durationSeconds,
        onProgress: jc.onProgress,
        signal: jc.signal,
        ...jc.limits(probe.durationSeconds),
      });
      if (!(await jc.stillHolds())) return;
      const key = made.key(clip);
      await jc.store.moveFile(key, output, made.contentType);
      const updated = await jc.db
        .updateTable('clips')
        .set({ renditions: withRendition(made.kind), ...(made.newAddresses ? { media_version: sql`media_version + 1` } : {}) })
        .where('id', '=', clip.id)
        .where('status', 'not in', ['deleted', 'rejected'])
        .executeTakeFirst();
      // Deleted while it was being made: do not leave its file behind.
      if (Number(updated.numUpdatedRows) === 0) await jc.store.delete(key);
    } finally {
      await Promise.all([output, ...(temporary ? [input] : [])].map((f) => rm(f, { force: true })));
    }
  };
}

const ARGS = { x265: x265Args, av1: av1Args } as const;

/** The lower-priority renditions: x265 mp4 (hvc1) and AV1 mkv (SVT-AV1). Each is added to clip.renditions when stored. */
export function renditionJob(kind: 'x265' | 'av1'): JobRunner {
  return fileFromSourceJob({
    kind,
    key: (clip) => clipVideoKey(clip.channel_login, clip.id, kind),
    contentType: renditionContentType[kind],
    suffix: renditionSuffix[kind],
    args: async (input, output, probe) => ARGS[kind](input, output, probe.hasAudio),
    newAddresses: false,
  });
}
