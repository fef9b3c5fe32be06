import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database';
import type { MediaStore } from '../storage';
import { assertSafeId, uploadPathOf, type WorkDirs } from '../work-dirs';
import { PrefixedS3Store, tusObjectKeys, UPLOAD_KEY_PREFIX } from './tus-s3-store';

/**
 * Uploads and several machines (ADRs 0047, 0111). With S3 storage tus keeps every upload, in progress or finished,
 * in the bucket under `uploads/{id}` (@tus/s3-store), so any API instance can resume it, take its submission, and
 * any worker can encode it; with local storage the file is in the tus folder (one machine, or one MEDIA_DIR shared
 * by every instance and worker). `uploads/` keys are never served: the media host answers only clip and profile
 * media keys.
 */
export function uploadObjectKey(uploadId: string): string {
  return `${UPLOAD_KEY_PREFIX}${assertSafeId(uploadId)}`;
}

/** Whether uploads live in the shared store (S3): then no machine needs another's disk. */
export function handsOffUploads(store: MediaStore): boolean {
  return store.kind === 's3';
}

/**
 * Runs `check` on a finished upload as a local file: the tus folder's own, or (S3) a scratch copy from the bucket,
 * removed afterwards. ffprobe reads local files only (`-protocol_whitelist file`).
 */
export async function checkFinishedUpload<T>(store: MediaStore, dirs: WorkDirs, uploadId: string, check: (file: string) => Promise<T>): Promise<T> {
  if (!handsOffUploads(store)) return check(uploadPathOf(dirs, uploadId));
  const copy = path.join(dirs.scratch, `upload-check-${assertSafeId(uploadId)}`);
  try {
    await store.getToFile(uploadObjectKey(uploadId), copy);
    return await check(copy);
  } finally {
    await rm(copy, { force: true });
  }
}

/**
 * Removes everything an upload left: its tus files here and, with S3, its objects (an upload still in progress is
 * a multipart upload, aborted so its parts stop costing storage).
 */
export async function discardUpload(store: MediaStore, dirs: WorkDirs, uploadId: string): Promise<void> {
  const file = uploadPathOf(dirs, uploadId);
  await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
  if (!handsOffUploads(store)) return;
  // tus's remove aborts the multipart upload (it needs `.info` for its id) and deletes the objects; an unknown one throws.
  if (store.s3) await new PrefixedS3Store(store.s3).remove(uploadId).catch(() => undefined);
}

/** The id of the upload a clip was submitted from, if any. */
export async function uploadOfClip(db: Db, clipId: string): Promise<string | null> {
  const row = await db.selectFrom('uploads').select('id').where('clip_id', '=', clipId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Copies a clip's handed-off upload from the shared store to `filePath`; false when there is none (a URL submission,
 * local storage, or an upload already removed after its source was made).
 */
export async function fetchHandedOffUpload(db: Db, store: MediaStore, clipId: string, filePath: string): Promise<boolean> {
  if (!handsOffUploads(store)) return false;
  const uploadId = await uploadOfClip(db, clipId);
  if (!uploadId || !(await store.exists(uploadObjectKey(uploadId)))) return false;
  await store.getToFile(uploadObjectKey(uploadId), filePath);
  return true;
}

/** Deletes a clip's handed-off upload (its source is stored, or the clip is gone or failed for good). */
export async function removeHandedOffUpload(db: Db, store: MediaStore, clipId: string): Promise<void> {
  if (!handsOffUploads(store)) return;
  const uploadId = await uploadOfClip(db, clipId);
  if (uploadId) await Promise.all(tusObjectKeys(uploadId).map((key) => store.delete(key)));
}
