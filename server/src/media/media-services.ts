import type { MediaStorage } from './storage/media-storage';

/** What the API handlers need of the media layer (ClipyardMedia adds what submission, the seed and tests use). */
export interface MediaServices {
  storage: MediaStorage;
  /** Removes every file of a clip (thumbnails and renditions) and its pending encode jobs. */
  removeClipMedia(channelLogin: string, internalClipId: string): Promise<void>;
  /**
   * Removes a clip request's kept original upload, if any (ADR 0145 second addendum): when the request is approved,
   * and for an account deleted. A clip under a legal hold keeps it.
   */
  removeClipOriginal(internalClipId: string): Promise<void>;
  /** Stores an already re-encoded webp at profiles/{userId}.webp. */
  saveProfileImage(userId: string, webp: Buffer): Promise<void>;
  deleteProfileImage(userId: string): Promise<void>;
  /**
   * Starts background encode workers (unless config.media.runEncodeWorkers is off) and the hourly sweep of stale
   * uploads and scratch files (main.ts and worker-main.ts call it; tests may run jobs one by one instead).
   */
  startWorkers(): void;
  stop(): Promise<void>;
}
