import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { verticalFraming, type VerticalFraming } from '@clipyard/shared/contract';
import { clipVerticalKey } from '@clipyard/shared/media';
import { MediaRejected, probeVideo } from '../ffmpeg/probe';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { verticalArgs } from '../ffmpeg/vertical-commands';
import { loadClip, renditionInput, scratchPath } from './clip-input';
import type { JobRunner } from './job-context';

/** clips.vertical_framing as the contract has it, or null (never asked for, or not a framing any more). */
export function storedFraming(value: unknown): VerticalFraming | null {
  const parsed = verticalFraming.safeParse(typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
  return parsed.success ? parsed.data : null;
}

/**
 * The clip's vertical (9:16) version (issue 23 item 3, ADR 0147), made from its stored source as its streamer framed
 * it, with the channel's handle drawn on it. Once stored, the clip lists 'vertical' among its renditions and its
 * media_version moves on: a version made again with a new framing gets new addresses.
 */
export const runVerticalJob: JobRunner = async (job, jc) => {
  const clip = await loadClip(jc, job.clip_id);
  if (!clip) return;
  const row = await jc.db.selectFrom('clips').select('vertical_framing').where('id', '=', clip.id).executeTakeFirstOrThrow();
  const framing = storedFraming(row.vertical_framing);
  if (!framing) throw new MediaRejected('No framing was chosen for the vertical version');
  const { file: input, temporary } = await renditionInput(jc, clip, job);
  const output = scratchPath(jc, job, '-vertical.mp4');
  try {
    const source = await probeVideo(input);
    await runFfmpeg(verticalArgs(input, output, source, framing, clip.channel_login), {
      durationSeconds: source.durationSeconds,
      onProgress: jc.onProgress,
      signal: jc.signal,
      ...jc.limits(source.durationSeconds),
    });
    if (!(await jc.stillHolds())) return;
    const key = clipVerticalKey(clip.channel_login, clip.id);
    await jc.store.moveFile(key, output, 'video/mp4');
    const updated = await jc.db
      .updateTable('clips')
      .set({
        renditions: sql`CASE WHEN renditions @> '["vertical"]'::jsonb THEN renditions ELSE renditions || '["vertical"]'::jsonb END` as never,
        media_version: sql`media_version + 1`,
      })
      .where('id', '=', clip.id)
      .where('status', 'not in', ['deleted', 'rejected'])
      .executeTakeFirst();
    // Deleted while it was being made: do not leave its file behind.
    if (Number(updated.numUpdatedRows) === 0) await jc.store.delete(key);
  } finally {
    await Promise.all([output, ...(temporary ? [input] : [])].map((file) => rm(file, { force: true })));
  }
};
