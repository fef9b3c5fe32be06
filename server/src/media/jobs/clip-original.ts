import { copyFile, rm } from 'node:fs/promises';
import { clipOriginalKey, type ClipOriginalContainer } from '@clipyard/shared/media';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EncodeJobRow } from '../../db/schema';
import { sniffVideoContainer } from '../ffmpeg/probe';
import type { MediaStore } from '../storage';
import type { ClipForJob } from './clip-input';
import { scratchPath } from './clip-input';
import type { JobContext } from './job-context';

/**
 * A clip request's original upload (issue 23 item 1, ADR 0145 second addendum). A submitter who trimmed their upload
 * sent the whole file: it is kept in the media store (any instance and worker reads it there) until the streamer has
 * decided, so the streamer can see it whole and cut the clip again from it, wider or earlier than the submitter did.
 * Only originals a browser can play are kept (mp4/mov and Matroska/WebM, the containers the editor could have opened);
 * the 10-minute, maxSourceBytes input limits bound them.
 */

const CONTAINERS: Record<string, ClipOriginalContainer> = { mp4: 'mp4', matroska: 'mkv' };

/** Stores a copy of the original input as the clip's kept original; null when its container is not one kept. */
export async function storeOriginal(jc: JobContext, clip: ClipForJob, job: Pick<EncodeJobRow, 'id' | 'attempts'>, input: string): Promise<ClipOriginalContainer | null> {
  const container = CONTAINERS[(await sniffVideoContainer(input)) ?? ''];
  if (!container) return null;
  // A copy: the input stays where the later jobs and the worker's clean-up expect it (moveFile may rename).
  const copy = scratchPath(jc, job, '-original');
  try {
    await copyFile(input, copy);
    await jc.store.moveFile(clipOriginalKey(clip.channel_login, clip.id, container), copy, container === 'mp4' ? 'video/mp4' : 'video/x-matroska');
  } finally {
    await rm(copy, { force: true });
  }
  return container;
}

/** A scratch copy of the kept original (what a re-cut in review cuts). */
export async function originalCopy(jc: JobContext, clip: ClipForJob & { original_container: ClipOriginalContainer }, job: Pick<EncodeJobRow, 'id' | 'attempts'>): Promise<string> {
  const copy = scratchPath(jc, job, '-input-original');
  await jc.store.getToFile(clipOriginalKey(clip.channel_login, clip.id, clip.original_container), copy);
  return copy;
}

/**
 * Records a stored original on its clip while the clip still waits for its streamer; otherwise (decided meanwhile)
 * the file goes again. `start`/`end`: the part of it the clip's current video is.
 */
export async function recordOriginal(
  jc: Pick<JobContext, 'db' | 'store'>,
  clip: Pick<ClipForJob, 'id' | 'channel_login'>,
  original: { container: ClipOriginalContainer; durationSeconds: number; startSeconds: number; endSeconds: number },
): Promise<void> {
  const kept = await jc.db
    .updateTable('clips')
    .set({
      original_container: original.container,
      original_duration_seconds: original.durationSeconds,
      original_start_seconds: original.startSeconds,
      original_end_seconds: original.endSeconds,
    })
    .where('id', '=', clip.id)
    .where('status', '=', 'awaiting_decision')
    .executeTakeFirst();
  if (Number(kept.numUpdatedRows) === 0) await jc.store.delete(clipOriginalKey(clip.channel_login, clip.id, original.container));
}

/** The current video was cut again from the original: the part of it it now is. */
export async function recordOriginalCut(db: Db, clipId: string, startSeconds: number, endSeconds: number): Promise<void> {
  await db
    .updateTable('clips')
    .set({ original_start_seconds: startSeconds, original_end_seconds: endSeconds })
    .where('id', '=', clipId)
    .where('original_container', 'is not', null)
    .execute();
}

/**
 * Removes a clip's kept original, if any (its request decided, the clip or an account deleted, or the sweep). Both
 * containers' keys are deleted whatever the row says: a worker that stored one and died before recording it leaves
 * no file behind once the clip is decided. A clip under a legal hold keeps it (its files are evidence); the sweep
 * removes it once the hold is lifted.
 */
export async function removeClipOriginal(db: Db, store: MediaStore, internalClipId: string): Promise<void> {
  const clip = await db.selectFrom('clips').select(['channel_login', 'legal_hold_at']).where('id', '=', internalClipId).executeTakeFirst();
  if (!clip || clip.legal_hold_at !== null) return;
  await db
    .updateTable('clips')
    .set({ original_container: null, original_duration_seconds: null, original_start_seconds: null, original_end_seconds: null })
    .where('id', '=', internalClipId)
    .execute();
  await Promise.all((['mp4', 'mkv'] as const).map((container) => store.delete(clipOriginalKey(clip.channel_login, internalClipId, container))));
}

/** The sweep: originals still recorded on clips no longer waiting for their streamer (a crash between the two steps). */
export async function removeLeftOriginals(db: Db, store: MediaStore): Promise<number> {
  const left = await db
    .selectFrom('clips')
    .select('id')
    .where('original_container', 'is not', null)
    .where(sql<boolean>`status <> 'awaiting_decision'`)
    .where('legal_hold_at', 'is', null)
    .execute();
  for (const { id } of left) await removeClipOriginal(db, store, id);
  return left.length;
}
