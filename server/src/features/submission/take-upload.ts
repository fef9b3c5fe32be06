import { rename, rm } from 'node:fs/promises';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MediaStore } from '../../media/storage';
import { handsOffUploads } from '../../media/uploads/upload-handoff';
import { inputPathOf, uploadPathOf, type WorkDirs } from '../../media/work-dirs';

const UPLOAD_ID = /^[a-f0-9]{32}$/;

/**
 * Consumes a finished upload of this user for a clip (once: a second submit with the same id is
 * UPLOAD_NOT_FOUND). Runs in the submission's transaction.
 */
export async function claimUpload(db: Db, uploadId: string, userId: string, clipId: string): Promise<void> {
  if (!UPLOAD_ID.test(uploadId)) throw new ApiError('UPLOAD_NOT_FOUND', 'No finished upload with that id');
  const claimed = await db
    .updateTable('uploads')
    .set({ clip_id: clipId })
    .where('id', '=', uploadId)
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .where('clip_id', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new ApiError('UPLOAD_NOT_FOUND', 'No finished upload with that id');
}

/**
 * Moves the upload's file to the clip's encode input (same disk: a rename) and drops tus's metadata file. A
 * handed-off upload (S3) stays in the bucket: the source job fetches it on whichever worker runs it.
 */
export async function moveUploadToInput(dirs: WorkDirs, store: MediaStore, uploadId: string, clipId: string): Promise<void> {
  if (handsOffUploads(store)) return;
  const file = uploadPathOf(dirs, uploadId);
  await rename(file, inputPathOf(dirs, clipId));
  await rm(`${file}.json`, { force: true });
}
