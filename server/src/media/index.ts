import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { MediaServices } from '../context';
import type { Db } from '../db/database';

/** What the media layer needs from the server (main.ts and the test harness pass these). */
export interface MediaDeps {
  config: ServerConfig;
  db: Db;
  log: FastifyBaseLogger;
}

/** Options of generateTestVideo (seed data, tests and the encode bench). */
export interface TestVideoOptions {
  seconds: number;
  width: number;
  height: number;
  withAudio?: boolean;
  fps?: number;
}

/** MediaServices plus what the seed, tests and the bench use. */
export interface ClipyardMedia extends MediaServices {
  /** Stores a local video file as a clip's input and enqueues its encode jobs (demo seed). */
  ingestLocalFile(input: { clipId: string; channelLogin: string; filePath: string }): Promise<void>;
  /** Writes a small h264/aac mp4 made by ffmpeg from its own test sources (testsrc2 + sine). */
  generateTestVideo(filePath: string, options: TestVideoOptions): Promise<void>;
  /** Runs queued encode jobs in this process until none is left (tests and the seed; workers do it in production). */
  runJobsUntilIdle(): Promise<number>;
}

export function createMediaServices(deps: MediaDeps): ClipyardMedia {
  void deps;
  throw new Error('createMediaServices: not implemented yet');
}
