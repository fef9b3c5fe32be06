import { copyFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { clipMediaKeys, profileImageKey } from '@clipyard/shared/media';
import type { ServerConfig } from '../config';
import type { MediaServices } from './media-services';
import type { Db } from '../db/database';
import { assertFetchableUrl, type DownloadPolicy, type Resolver, systemResolver } from '../net';
import { generateTestVideo } from './ffmpeg/test-video';
import { mediaSupport, type MediaSupport } from './ffmpeg/capabilities';
import type { TestPattern } from './ffmpeg/commands';
import { removeInput } from './jobs/clip-input';
import { removeClipOriginal, removeLeftOriginals } from './jobs/clip-original';
import { deleteClipJobs, enqueueClipJobs, jobKindsFor } from './jobs/queue';
import type { JobLimits } from './jobs/job-limits';
import { createEncodeWorkers, type EncodeWorkers } from './jobs/worker';
import { createMediaStore, type MediaStore } from './storage';
import { removeStaleUploads } from './uploads/stale-uploads';
import { removeHandedOffUpload } from './uploads/upload-handoff';
import { ensureWorkDirs, inputPathOf, removeOldScratchFiles, type WorkDirs, workDirsFor } from './work-dirs';

export { generateTestVideo } from './ffmpeg/test-video';

/** What the media layer needs from the server (main.ts and the test harness pass these). */
export interface MediaDeps {
  config: ServerConfig;
  db: Db;
  log: FastifyBaseLogger;
  /** DNS for the URL safety checks; tests pass their own to map names to loopback. */
  resolve?: Resolver;
  /** Encode lease length; tests shorten it to show a dead worker's job being retaken. */
  leaseSeconds?: number;
  /** ffmpeg's limits per job (jobs/job-limits.ts DEFAULT_JOB_LIMITS); tests make them tiny. */
  jobLimits?: JobLimits;
  storage?: MediaStore;
}

/** Options of generateTestVideo (seed data, tests and the encode bench). */
export interface TestVideoOptions {
  seconds: number;
  width: number;
  height: number;
  withAudio?: boolean;
  fps?: number;
  /** 'h264' (default): h264/aac mp4; 'mpeg4': MPEG-4 Part 2 and Opus in Matroska (an input that must be encoded). */
  codec?: 'h264' | 'mpeg4';
  /** Which of ffmpeg's sources draws the picture (default testsrc2), its hue shift in degrees, the tone in Hz. */
  pattern?: TestPattern;
  hue?: number;
  tone?: number;
}

/** MediaServices plus what the submission handlers, the seed, tests and the bench use. */
export interface ClipyardMedia extends MediaServices {
  storage: MediaStore;
  dirs: WorkDirs;
  workers: EncodeWorkers;
  download: DownloadPolicy;
  /** Stores a local video file as a clip's input and enqueues its encode jobs (the clip row must exist). */
  ingestLocalFile(input: { clipId: string; channelLogin: string; filePath: string }): Promise<void>;
  /** Writes a small h264/aac mp4 made by ffmpeg from its own test sources (testsrc2 + sine). */
  generateTestVideo(filePath: string, options: TestVideoOptions): Promise<void>;
  /** Runs queued encode jobs in this process until none is left (tests and the seed; workers do it in production). */
  runJobsUntilIdle(): Promise<number>;
  /** Enqueues a clip's encode jobs (its input is a source URL on the clip row, or a file already in place). */
  enqueueClip(clipId: string): Promise<void>;
  /** What the ffmpeg in use can make (probed once; main.ts warns about what is missing). */
  support(): Promise<MediaSupport>;
  /**
   * submitClip's synchronous address check (throws FetchProblem). `fromTwitch`: the URL is a clip file Twitch's API
   * answered, which may be on the local stand-in's trusted origin (development and tests, ADR 0123).
   */
  checkFetchUrl(url: URL, options?: { fromTwitch?: boolean }): Promise<void>;
}

export function createMediaServices(deps: MediaDeps): ClipyardMedia {
  const { config, db, log } = deps;
  const storage = deps.storage ?? createMediaStore(config);
  const dirs = workDirsFor(config.mediaDir);
  const resolve = deps.resolve ?? systemResolver;
  const download: DownloadPolicy = {
    allowlist: config.media.fetchAllowlist,
    maxBytes: config.media.maxSourceBytes,
    timeoutMs: config.media.fetchTimeoutMs,
    maxRedirects: 5,
    resolve,
    trustedStartOrigins: config.twitch.standInMediaOrigin ? [config.twitch.standInMediaOrigin] : [],
  };
  const workers = createEncodeWorkers({
    db,
    store: storage,
    dirs,
    log,
    download,
    concurrency: config.media.encodeConcurrency,
    leaseSeconds: deps.leaseSeconds,
    jobLimits: deps.jobLimits,
  });
  const ready = ensureWorkDirs(dirs);
  let sweeper: NodeJS.Timeout | null = null;
  // Stopped: nothing starts afterwards, and stop() waits for what is under way (a test removes the folders next).
  let stopped = false;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweepUploads = () =>
    (sweeping = Promise.all([removeStaleUploads(db, dirs, undefined, storage), removeOldScratchFiles(dirs), removeLeftOriginals(db, storage)]).catch((error) =>
      log.warn({ err: error }, 'removing stale uploads and scratch files failed'),
    ));

  async function enqueueClip(clipId: string): Promise<void> {
    await ready;
    const { kinds } = await mediaSupport();
    await enqueueClipJobs(db, clipId, jobKindsFor(config.media.encodeAllRenditions, kinds));
    workers.wake();
  }

  return {
    storage,
    dirs,
    workers,
    download,
    async removeClipMedia(channelLogin, internalClipId) {
      // Jobs first: a worker still encoding this clip then finds its job gone and keeps nothing.
      await deleteClipJobs(db, internalClipId);
      await Promise.all(clipMediaKeys(channelLogin, internalClipId).map((key) => storage.delete(key)));
      await removeHandedOffUpload(db, storage, internalClipId);
      await removeInput({ dirs }, internalClipId);
      // The keys went above; the row forgets its original too.
      await removeClipOriginal(db, storage, internalClipId);
    },
    removeClipOriginal: (internalClipId) => removeClipOriginal(db, storage, internalClipId),
    async saveProfileImage(userId, webp) {
      await storage.put(profileImageKey(userId), webp, 'image/webp');
    },
    async deleteProfileImage(userId) {
      await storage.delete(profileImageKey(userId));
    },
    startWorkers() {
      // ENCODE_WORKERS=false: an API instance that leaves encoding to worker processes still sweeps its tus folder.
      if (config.media.runEncodeWorkers) void ready.then(() => stopped || workers.start());
      // Abandoned uploads and dead workers' scratch files: once at start, then hourly (unref: never keeps the process alive).
      if (!sweeper) {
        void sweepUploads();
        sweeper = setInterval(sweepUploads, 60 * 60 * 1000).unref();
      }
    },
    async stop() {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      // The work folders may still be being made (a server closed right after it started, as a busy test run does):
      // removing them while mkdir runs failed with ENOTEMPTY (run 79, trending-ranks).
      await ready.catch(() => undefined);
      await sweeping;
      await workers.stop();
    },
    async ingestLocalFile({ clipId, filePath }) {
      await ready;
      const clip = await db.selectFrom('clips').select('id').where('id', '=', clipId).executeTakeFirst();
      if (!clip) throw new Error(`ingestLocalFile: no clip ${clipId}`);
      await copyFile(filePath, inputPathOf(dirs, clipId));
      await enqueueClip(clipId);
    },
    generateTestVideo,
    async runJobsUntilIdle() {
      await ready;
      return workers.runUntilIdle();
    },
    enqueueClip,
    support: () => mediaSupport(),
    checkFetchUrl: async (url, options) => {
      if (options?.fromTwitch && download.trustedStartOrigins?.includes(url.origin)) return;
      await assertFetchableUrl(url, config.media.fetchAllowlist, resolve);
    },
  };
}

export type { MediaServices } from './media-services';
export type { MediaStorage } from './storage/media-storage';
