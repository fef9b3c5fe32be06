import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MediaStore } from '../storage';
import { uploadPathOf, type WorkDirs } from '../work-dirs';
import { discardUpload } from './upload-handoff';

/** Uploads never submitted (abandoned half way, or finished and forgotten) are removed after this long. */
export const UPLOAD_TTL_HOURS = 24;

/**
 * Deletes stale, unconsumed uploads: their rows, their files in this instance's tus folder and, given the store,
 * their objects in it (S3: finished ones and multipart uploads in progress). Returns how many went.
 */
export async function removeStaleUploads(db: Db, dirs: WorkDirs, ttlHours = UPLOAD_TTL_HOURS, store?: MediaStore): Promise<number> {
  const stale = await db
    .deleteFrom('uploads')
    .where('clip_id', 'is', null)
    .where('created_at', '<', sql<never>`now() - make_interval(hours => ${ttlHours})`)
    .returning('id')
    .execute();
  for (const { id } of stale) {
    if (store) await discardUpload(store, dirs, id);
    else await Promise.all([rm(uploadPathOf(dirs, id), { force: true }), rm(`${uploadPathOf(dirs, id)}.json`, { force: true })]);
  }
  return stale.length;
}
