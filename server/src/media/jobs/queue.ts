import { ENCODE_TASK_KINDS } from '@clipyard/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EncodeJobKind, EncodeJobRow } from '../../db/schema';
import { JOB_PRIORITY } from '../ffmpeg/commands';

/**
 * The encode queue lives in the encode_jobs table, so a job survives a crash. A worker claims a job with a
 * lease; while it runs it renews the lease; a job whose lease expired (its worker died) is claimed again and
 * its attempt counted. Every statement here is one SQL statement: safe with several workers and API instances.
 */

/** now() for updated_at: the schema types it Generated<ColumnType>, whose update type Kysely cannot match. */
const NOW = sql`now()` as unknown as never;

/**
 * Kinds every clip gets; x265 and av1 are added when config.media.encodeAllRenditions is on. `available` (the
 * ffmpeg binary's capabilities, ffmpeg/capabilities.ts) drops kinds it cannot make: never queued, never retried.
 */
export function jobKindsFor(allRenditions: boolean, available?: ReadonlySet<EncodeJobKind>): EncodeJobKind[] {
  const kinds = allRenditions ? [...ENCODE_TASK_KINDS] : ENCODE_TASK_KINDS.filter((kind) => kind === 'source' || kind === 'thumbnail');
  return available ? kinds.filter((kind) => available.has(kind)) : kinds;
}

/** Enqueues a clip's jobs (again, for a re-ingest: earlier rows of the same kind are reset). */
export async function enqueueClipJobs(db: Db, clipId: string, kinds: EncodeJobKind[]): Promise<void> {
  await db
    .insertInto('encode_jobs')
    .values(kinds.map((kind) => ({ clip_id: clipId, kind, priority: JOB_PRIORITY[kind] })))
    .onConflict((oc) =>
      oc.columns(['clip_id', 'kind']).doUpdateSet({
        state: 'queued',
        attempts: 0,
        progress: 0,
        failure_reason: null,
        locked_by: null,
        lease_expires_at: null,
        finished_at: null,
        updated_at: NOW,
      }),
    )
    .execute();
}

/**
 * Claims the next runnable job: queued, or running with an expired lease (its worker died), lowest priority
 * first. Renditions and thumbnails wait until the clip's source job is done. `FOR UPDATE SKIP LOCKED` lets
 * concurrent workers claim different jobs without blocking each other (PGlite has one connection: also fine).
 */
export async function claimNextJob(db: Db, workerId: string, leaseSeconds: number): Promise<EncodeJobRow | null> {
  const result = await sql<EncodeJobRow>`
    UPDATE encode_jobs
    SET state = 'running', attempts = attempts + 1, locked_by = ${workerId}, progress = 0,
        lease_expires_at = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    WHERE id = (
      SELECT j.id FROM encode_jobs j
      WHERE (j.state = 'queued' OR (j.state = 'running' AND j.lease_expires_at < now()))
        AND j.attempts < j.max_attempts
        AND (j.kind = 'source' OR EXISTS (
          SELECT 1 FROM encode_jobs s WHERE s.clip_id = j.clip_id AND s.kind = 'source' AND s.state = 'done'))
      ORDER BY j.priority, j.id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  return result.rows[0] ?? null;
}

/** Extends the lease of a job this worker still holds; false when it lost it (another worker took it over). */
export async function renewLease(db: Db, jobId: number, workerId: string, leaseSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable('encode_jobs')
    .set({ lease_expires_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`, updated_at: NOW })
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setJobProgress(db: Db, jobId: number, workerId: string, progress: number): Promise<void> {
  await db
    .updateTable('encode_jobs')
    .set({ progress: Math.max(0, Math.min(1, progress)), updated_at: NOW })
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .execute();
}

export async function completeJob(db: Db, jobId: number, workerId: string): Promise<boolean> {
  const result = await db
    .updateTable('encode_jobs')
    .set({ state: 'done', progress: 1, lease_expires_at: null, finished_at: sql<Date>`now()`, updated_at: NOW })
    .where('id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records a failed attempt. A permanent failure (the input itself is bad) or the last allowed attempt marks the
 * job failed with its reason; otherwise it goes back to the queue for another try. Only while this worker holds it.
 */
export async function failJobAttempt(
  db: Db,
  job: Pick<EncodeJobRow, 'id' | 'attempts' | 'max_attempts'>,
  workerId: string,
  reason: string,
  permanent: boolean,
): Promise<'retry' | 'failed' | 'lost'> {
  const final = permanent || job.attempts >= job.max_attempts;
  const result = await db
    .updateTable('encode_jobs')
    .set({
      state: final ? 'failed' : 'queued',
      failure_reason: reason.slice(0, 500),
      lease_expires_at: null,
      locked_by: null,
      finished_at: final ? sql<Date>`now()` : null,
      updated_at: NOW,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  // 'lost': another worker took the job over (our lease ran out); its outcome is not ours to record.
  if (Number(result.numUpdatedRows) === 0) return 'lost';
  return final ? 'failed' : 'retry';
}

/** Jobs whose workers died on every allowed attempt: failed, so the clip does not wait forever. */
export async function failAbandonedJobs(db: Db): Promise<EncodeJobRow[]> {
  return db
    .updateTable('encode_jobs')
    .set({
      state: 'failed',
      failure_reason: 'The encoder stopped before finishing, on every attempt',
      lease_expires_at: null,
      finished_at: sql<Date>`now()`,
      updated_at: NOW,
    })
    .where('state', '=', 'running')
    .where('lease_expires_at', '<', sql<Date>`now()`)
    .whereRef('attempts', '>=', 'max_attempts')
    .returningAll()
    .execute();
}

/** After a source failure the other jobs of the clip have nothing to work from. */
export async function failDependentJobs(db: Db, clipId: string, reason: string): Promise<void> {
  await db
    .updateTable('encode_jobs')
    .set({ state: 'failed', failure_reason: reason, finished_at: sql<Date>`now()`, updated_at: NOW })
    .where('clip_id', '=', clipId)
    .where('kind', '!=', 'source')
    .where('state', 'in', ['queued', 'running'])
    .execute();
}

/** True while any job of the clip may still run (its input file is still needed). */
export async function hasPendingJobs(db: Db, clipId: string): Promise<boolean> {
  const row = await db
    .selectFrom('encode_jobs')
    .select('id')
    .where('clip_id', '=', clipId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Boolean(row);
}

export async function deleteClipJobs(db: Db, clipId: string): Promise<void> {
  await db.deleteFrom('encode_jobs').where('clip_id', '=', clipId).execute();
}

export async function listClipJobs(db: Db, clipId: string): Promise<EncodeJobRow[]> {
  return db.selectFrom('encode_jobs').selectAll().where('clip_id', '=', clipId).orderBy('priority').execute();
}
