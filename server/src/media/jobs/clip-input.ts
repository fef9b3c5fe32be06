import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { clipVideoKey } from '@clipyard/shared/media';
import { downloadToFile } from '../../net';
import { MediaRejected } from '../ffmpeg/probe';
import { fetchHandedOffUpload } from '../uploads/upload-handoff';
import { inputPathOf } from '../work-dirs';
import type { EncodeJobRow } from '../../db/schema';
import type { JobContext } from './job-context';

export interface ClipForJob {
  id: string;
  channel_login: string;
  status: string;
  source_url: string | null;
  duration_seconds: number | null;
  /** The clip editor's range (ADR 0145); null for the whole source. */
  trim_start_seconds: number | null;
  trim_end_seconds: number | null;
  /** A re-cut (ADR 0145 addendum): the source job cuts the stored source, not the original. */
  recut_pending: boolean;
  /** A request's original upload is kept (ADR 0145 second addendum): a re-cut in review cuts it instead. */
  original_container: 'mp4' | 'mkv' | null;
}

export async function loadClip(jc: JobContext, clipId: string): Promise<ClipForJob | null> {
  const clip = await jc.db
    .selectFrom('clips')
    .select(['id', 'channel_login', 'status', 'source_url', 'duration_seconds', 'trim_start_seconds', 'trim_end_seconds', 'recut_pending', 'original_container'])
    .where('id', '=', clipId)
    .executeTakeFirst();
  return clip && clip.status !== 'deleted' && clip.status !== 'rejected' ? clip : null;
}

const exists = (file: string) => access(file).then(() => true, () => false);

/**
 * A scratch file of one attempt of a job. Per attempt, because the ffmpeg of a worker that died may still be
 * writing its own file when the retry starts.
 */
export function scratchPath(jc: Pick<JobContext, 'dirs'>, job: Pick<EncodeJobRow, 'id' | 'attempts'>, suffix: string): string {
  return path.join(jc.dirs.scratch, `${job.id}-${job.attempts}${suffix}`);
}

/**
 * The source job's input: the upload or seed file on this machine, else the upload handed off to the shared store
 * by the instance that received it, else the submitted URL downloaded now (through the safe fetcher: the address
 * check is repeated at connect time and on every redirect).
 */
export async function sourceInput(jc: JobContext, clip: ClipForJob, job: Pick<EncodeJobRow, 'id' | 'attempts'>): Promise<string> {
  const input = inputPathOf(jc.dirs, clip.id);
  if (await exists(input)) return input;
  const part = scratchPath(jc, job, '.download');
  if (await fetchHandedOffUpload(jc.db, jc.store, clip.id, part)) {
    await rename(part, input);
    return input;
  }
  if (!clip.source_url) throw new MediaRejected('The clip has nothing to encode');
  await downloadToFile(new URL(clip.source_url), part, jc.download);
  await rename(part, input);
  return input;
}

/** A scratch copy of the clip's stored source rendition (what a re-cut cuts, and the later jobs of a cut clip read). */
export async function storedSourceCopy(jc: JobContext, clip: ClipForJob, job: Pick<EncodeJobRow, 'id' | 'attempts'>): Promise<string> {
  const copy = scratchPath(jc, job, '-input.mp4');
  await jc.store.getToFile(clipVideoKey(clip.channel_login, clip.id, 'source'), copy);
  return copy;
}

/**
 * The later jobs read the original input while it is kept, else the stored source rendition (a worker on
 * another machine, or an input already cleaned up). A clip cut in the clip editor (ADR 0145) always reads the stored
 * source, which is the cut: the original holds the parts the clip left out. Returns the path and whether it is a
 * scratch copy.
 */
export async function renditionInput(
  jc: JobContext,
  clip: ClipForJob,
  job: Pick<EncodeJobRow, 'id' | 'attempts'>,
): Promise<{ file: string; temporary: boolean }> {
  const input = inputPathOf(jc.dirs, clip.id);
  if (clip.trim_start_seconds === null && (await exists(input))) return { file: input, temporary: false };
  return { file: await storedSourceCopy(jc, clip, job), temporary: true };
}

export async function removeInput(jc: Pick<JobContext, 'dirs'>, clipId: string): Promise<void> {
  await rm(inputPathOf(jc.dirs, clipId), { force: true });
}
