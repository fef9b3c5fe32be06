import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { uploadPathOf, type WorkDirs } from '../work-dirs';

/** Uploads never submitted (abandoned half way, or finished and forgotten) are removed after this long. */
export const UPLOAD_TTL_HOURS = 24;

/** Deletes stale, unconsumed uploads: their rows and their files in the tus folder. Returns how many went. */
export async function removeStaleUploads(db: Db, dirs: WorkDirs, ttlHours = UPLOAD_TTL_HOURS): Promise<number> {
  const stale = await db
    .deleteFrom('uploads')
    .where('clip_id', 'is', null)
    .where('created_at', '<', sql<never>`now() - make_interval(hours => ${ttlHours})`)
    .returning('id')
    .execute();
  for (const { id } of stale) {
    const file = uploadPathOf(dirs, id);
    await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
  }
  return stale.length;
}
