import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { EncodeJobKind, EncodeJobRow } from '../../db/schema';
import { type DownloadPolicy, FetchProblem } from '../../net';
import { MediaRejected } from '../ffmpeg/probe';
import { FfmpegCpuLimit } from '../ffmpeg/run-ffmpeg';
import type { MediaStore } from '../storage';
import type { WorkDirs } from '../work-dirs';
import { removeHandedOffUpload } from '../uploads/upload-handoff';
import { removeInput } from './clip-input';
import type { JobContext, JobRunner } from './job-context';
import { DEFAULT_JOB_LIMITS, type JobLimits } from './job-limits';
import {
  claimNextJob,
  completeJob,
  failAbandonedJobs,
  failDependentJobs,
  failJobAttempt,
  hasPendingJobs,
  renewLease,
  setJobProgress,
} from './queue';
import { renditionJob } from './rendition-job';
import { runSourceJob } from './source-job';
import { runThumbnailJob } from './thumbnail-job';
import { runVerticalJob } from './vertical-job';

const RUNNERS: Record<EncodeJobKind, JobRunner> = {
  source: runSourceJob,
  thumbnail: runThumbnailJob,
  x265: renditionJob('x265'),
  av1: renditionJob('av1'),
  vertical: runVerticalJob,
};


export interface WorkerDeps {
  db: Db;
  store: MediaStore;
  dirs: WorkDirs;
  log: FastifyBaseLogger;
  download: DownloadPolicy;
  concurrency: number;
  /** How long a claimed job stays ours without a renewal (a dead worker's job is retaken after it). */
  leaseSeconds?: number;
  /** Idle poll interval of started workers. */
  pollMs?: number;
  /** ffmpeg's wall-time and CPU-time limits per job (DEFAULT_JOB_LIMITS; tests make them tiny). */
  jobLimits?: JobLimits;
}

export interface EncodeWorkers {
  readonly workerId: string;
  /** Starts `concurrency` loops that claim and run jobs until stop(). */
  start(): void;
  /** Stops claiming, aborts running ffmpeg processes and hands their jobs back to the queue. */
  stop(): Promise<void>;
  /** Claims and runs one job in this call; false when none was runnable. */
  runNext(): Promise<boolean>;
  /** Runs jobs until none is runnable; returns how many ran. */
  runUntilIdle(): Promise<number>;
  /** Ends the idle wait of started loops (a job was just enqueued). */
  wake(): void;
}

/**
 * A job failure that retrying cannot fix: the input itself is bad, too large, or unsafe to fetch, or it used up its CPU
 * time (the same input costs the same CPU again; a wall-time overrun may be a busy machine and is retried).
 */
function isPermanent(error: unknown): boolean {
  if (error instanceof FfmpegCpuLimit) return true;
  return error instanceof MediaRejected || (error instanceof FetchProblem && error.code !== 'FETCH_FAILED');
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createEncodeWorkers(deps: WorkerDeps): EncodeWorkers {
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseSeconds = deps.leaseSeconds ?? 60;
  const pollMs = deps.pollMs ?? 1000;
  const jobLimits = deps.jobLimits ?? DEFAULT_JOB_LIMITS;
  const running = new Map<number, AbortController>();
  const loops: Promise<void>[] = [];
  let stopping = false;
  const wakers = new Set<() => void>();

  /** A source that failed for good fails its clip, with the reason the submitter will see. */
  async function failClip(clipId: string, reason: string): Promise<void> {
    // A failed re-cut (ADR 0145 addendum) leaves the clip as it was: its stored video still plays, and it may be cut
    // again. Only a clip that has no video yet fails.
    const recut = await deps.db
      .updateTable('clips')
      .set({ recut_pending: false, failure_reason: reason.slice(0, 500) })
      .where('id', '=', clipId)
      .where('recut_pending', '=', true)
      .executeTakeFirst();
    if (Number(recut.numUpdatedRows) === 0) {
      await deps.db
        .updateTable('clips')
        .set({ status: 'failed', failure_reason: reason.slice(0, 500) })
        .where('id', '=', clipId)
        .where('status', 'in', ['processing', 'awaiting_decision'])
        .execute();
    }
    await failDependentJobs(deps.db, clipId, 'The source could not be prepared');
    await removeHandedOffUpload(deps.db, deps.store, clipId);
  }

  async function cleanUpIfFinished(clipId: string): Promise<void> {
    if (!(await hasPendingJobs(deps.db, clipId))) await removeInput(deps, clipId);
  }

  async function sweepAbandoned(): Promise<void> {
    for (const job of await failAbandonedJobs(deps.db)) {
      if (job.kind === 'source') await failClip(job.clip_id, job.failure_reason ?? 'Encoding failed');
      await cleanUpIfFinished(job.clip_id);
    }
  }

  async function execute(job: EncodeJobRow): Promise<void> {
    const controller = new AbortController();
    running.set(job.id, controller);
    let lastProgress = 0;
    let lastWrite = 0;
    // Renew the lease well before it runs out; losing it means another worker has the job now.
    const heartbeat = setInterval(() => {
      renewLease(deps.db, job.id, workerId, leaseSeconds)
        .then((held) => {
          if (!held) controller.abort();
        })
        .catch((error) => deps.log.warn({ err: error, jobId: job.id }, 'encode lease renewal failed'));
    }, (leaseSeconds * 1000) / 3);
    const jc: JobContext = {
      db: deps.db,
      store: deps.store,
      dirs: deps.dirs,
      log: deps.log,
      download: deps.download,
      signal: controller.signal,
      onProgress(progress) {
        const now = Date.now();
        if (progress - lastProgress < 0.02 && now - lastWrite < 1000) return;
        lastProgress = progress;
        lastWrite = now;
        setJobProgress(deps.db, job.id, workerId, progress).catch(() => undefined);
      },
      limits: (seconds) => jobLimits(job.kind, seconds),
      stillHolds: () => renewLease(deps.db, job.id, workerId, leaseSeconds),
    };
    try {
      await RUNNERS[job.kind](job, jc);
      await completeJob(deps.db, job.id, workerId);
      deps.log.info({ jobId: job.id, clipId: job.clip_id, kind: job.kind }, 'encode job done');
    } catch (error) {
      if (stopping && controller.signal.aborted) {
        // Shutting down is not the job's fault: give it back without counting the attempt.
        await deps.db
          .updateTable('encode_jobs')
          .set({ state: 'queued', attempts: sql`greatest(attempts - 1, 0)` as never, locked_by: null, lease_expires_at: null })
          .where('id', '=', job.id)
          .where('locked_by', '=', workerId)
          .execute();
        return;
      }
      const reason = reasonOf(error);
      const outcome = await failJobAttempt(deps.db, job, workerId, reason, isPermanent(error));
      deps.log.warn({ jobId: job.id, clipId: job.clip_id, kind: job.kind, outcome, reason }, 'encode job failed');
      if (outcome === 'failed' && job.kind === 'source') await failClip(job.clip_id, reason);
    } finally {
      clearInterval(heartbeat);
      running.delete(job.id);
      await cleanUpIfFinished(job.clip_id).catch(() => undefined);
    }
  }

  async function runNext(): Promise<boolean> {
    await sweepAbandoned();
    const job = await claimNextJob(deps.db, workerId, leaseSeconds);
    if (!job) return false;
    await execute(job);
    return true;
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let ran = false;
      try {
        ran = await runNext();
      } catch (error) {
        // A database hiccup must not end the loop; a bad job never gets here (execute catches it).
        deps.log.error({ err: error }, 'encode worker loop error');
      }
      if (!ran && !stopping) {
        await new Promise<void>((resolve) => {
          const wakeUp = () => {
            clearTimeout(timer);
            wakers.delete(wakeUp);
            resolve();
          };
          const timer = setTimeout(wakeUp, pollMs);
          wakers.add(wakeUp);
        });
      }
    }
  }

  return {
    workerId,
    start() {
      if (loops.length) return;
      stopping = false;
      for (let i = 0; i < Math.max(1, deps.concurrency); i++) loops.push(loop());
    },
    async stop() {
      stopping = true;
      for (const wakeUp of [...wakers]) wakeUp();
      for (const controller of running.values()) controller.abort();
      await Promise.all(loops.splice(0));
    },
    runNext,
    wake() {
      for (const wakeUp of [...wakers]) wakeUp();
    },
    async runUntilIdle() {
      let count = 0;
      while (await runNext()) count++;
      return count;
    },
  };
}
