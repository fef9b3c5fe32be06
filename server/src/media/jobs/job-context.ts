import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { EncodeJobRow } from '../../db/schema';
import type { DownloadPolicy } from '../fetch';
import type { MediaStore } from '../storage';
import type { WorkDirs } from '../work-dirs';

/** What a job runner gets: everything it touches, passed in (tests build it directly). */
export interface JobContext {
  db: Db;
  store: MediaStore;
  dirs: WorkDirs;
  log: FastifyBaseLogger;
  download: DownloadPolicy;
  signal: AbortSignal;
  onProgress(progress: number): void;
  /** ffmpeg's time limit for this job, from the clip's duration. */
  timeoutMs(durationSeconds: number): number;
  /** True while this worker still holds the job (checked before results are published). */
  stillHolds(): Promise<boolean>;
}

export type JobRunner = (job: EncodeJobRow, jc: JobContext) => Promise<void>;
