import { rm } from 'node:fs/promises';
import type { Db } from '../../db/database';
import type { MediaStore } from '../storage';
import { assertSafeId, uploadPathOf, type WorkDirs } from '../work-dirs';

/**
 * Finished uploads and several machines (ADR 0047). tus receives an upload into the tus folder of the instance that
 * got it. With S3 storage, that instance then moves the checked file into the bucket under `uploads/{id}`, so the
 * API instance that takes the submission and the worker that encodes it can be any of them; with local storage the
 * file stays where it is (one machine, or one MEDIA_DIR shared by every instance and worker).
 * `uploads/` keys are never served: the media host answers only clip and profile media keys.
 */
export function uploadObjectKey(uploadId: string): string {
  return `uploads/${assertSafeId(uploadId)}`;
}

/** Whether finished uploads go to the shared store (S3): then no machine needs another's disk. */
export function handsOffUploads(store: MediaStore): boolean {
  return store.kind === 's3';
}

/** Called once a finished upload passed its checks, before it counts as finished (so it is in place when claimed). */
export async function handOffFinishedUpload(store: MediaStore, dirs: WorkDirs, uploadId: string): Promise<void> {
  if (!handsOffUploads(store)) return;
  const file = uploadPathOf(dirs, uploadId);
  await store.moveFile(uploadObjectKey(uploadId), file, 'application/octet-stream');
  // tus's metadata file: this instance no longer holds the upload (a HEAD for it answers 404 from here on).
  await rm(`${file}.json`, { force: true });
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
  if (uploadId) await store.delete(uploadObjectKey(uploadId));
}
