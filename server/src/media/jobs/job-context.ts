import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { EncodeJobRow } from '../../db/schema';
import type { DownloadPolicy } from '../../net';
import type { MediaStore } from '../storage';
import type { WorkDirs } from '../work-dirs';
import type { JobLimit } from './job-limits';

/** What a job runner gets: everything it touches, passed in (tests build it directly). */
export interface JobContext {
  db: Db;
  store: MediaStore;
  dirs: WorkDirs;
  log: FastifyBaseLogger;
  download: DownloadPolicy;
  signal: AbortSignal;
  onProgress(progress: number): void;
  /** ffmpeg's wall-time and CPU-time limits for this job, from the clip's duration (job-limits.ts). */
  limits(durationSeconds: number): JobLimit;
  /** True while this worker still holds the job (checked before results are published). */
  stillHolds(): Promise<boolean>;
}

export type JobRunner = (job: EncodeJobRow, jc: JobContext) => Promise<void>;
