import type { UploadLimits } from '@clipyard/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { toCount } from '../../db/database';

/** Why a new upload was refused (the tus answer names the code, the message says which limit). */
export class UploadQuotaExceeded extends Error {
  readonly code = 'UPLOAD_QUOTA_EXCEEDED';
}

/**
 * Reserves a new upload for a user within the limits (ADR 0041), or throws UploadQuotaExceeded. Only uploads not
 * yet submitted as a clip count: submitting one, cancelling it, its refusal as not a video and the daily removal of
 * stale uploads all free its share. The user's row is locked for the check and the insert, so two creations of
 * one user racing each other cannot both take the last slot; the site-wide totals (uploads in progress, uploads
 * pending, pending bytes) are checked without a lock (concurrent creations by different users may pass them by a
 * few uploads, which these budgets tolerate).
 */
export async function reserveUpload(db: Db, limits: UploadLimits, upload: { id: string; userId: string; sizeBytes: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', upload.userId).forUpdate().execute();
    const mine = await trx
      .selectFrom('uploads')
      .select([
        sql<number>`count(*)`.as('pending'),
        sql<number>`count(*) FILTER (WHERE completed_at IS NULL)`.as('unfinished'),
        sql<number>`coalesce(sum(size_bytes), 0)`.as('bytes'),
      ])
      .where('user_id', '=', upload.userId)
      .where('clip_id', 'is', null)
      .executeTakeFirstOrThrow();
    if (toCount(mine.unfinished) >= limits.maxUnfinishedPerUser) {
      throw new UploadQuotaExceeded(`at most ${limits.maxUnfinishedPerUser} uploads in progress at once: finish or cancel one`);
    }
    if (toCount(mine.pending) >= limits.maxPendingPerUser) {
      throw new UploadQuotaExceeded(`at most ${limits.maxPendingPerUser} uploads waiting to be submitted: submit or cancel one`);
    }
    if (toCount(mine.bytes) + upload.sizeBytes > limits.maxPendingBytesPerUser) {
      throw new UploadQuotaExceeded('your uploads waiting to be submitted would take too much space: submit or cancel one');
    }
    const all = await trx
      .selectFrom('uploads')
      .select([
        sql<number>`count(*)`.as('pending'),
        sql<number>`count(*) FILTER (WHERE completed_at IS NULL)`.as('unfinished'),
        sql<number>`coalesce(sum(size_bytes), 0)`.as('bytes'),
      ])
      .where('clip_id', 'is', null)
      .executeTakeFirstOrThrow();
    if (toCount(all.unfinished) >= limits.maxUnfinishedTotal) {
      throw new UploadQuotaExceeded('too many uploads are in progress on the site right now: try again in a few minutes');
    }
    if (toCount(all.pending) >= limits.maxPendingTotal || toCount(all.bytes) + upload.sizeBytes > limits.maxPendingBytesTotal) {
      throw new UploadQuotaExceeded('the site has no room for more uploads right now: try again later');
    }
    await trx.insertInto('uploads').values({ id: upload.id, user_id: upload.userId, size_bytes: upload.sizeBytes }).execute();
  });
}
