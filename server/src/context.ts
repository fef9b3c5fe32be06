import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import type { ServerConfig } from './config';

/** Where media files live (local folder by default, S3-compatible optional). Keys are media-host paths. */
export interface MediaStorage {
  put(key: string, data: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void>;
  /** Copies a local file in (encode outputs). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key starting with prefix (a clip's whole media). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Media services the API handlers use (implemented in src/media). */
export interface MediaServices {
  storage: MediaStorage;
  /** Removes every file of a clip (thumbnails and renditions) and its pending encode jobs. */
  removeClipMedia(channelLogin: string, internalClipId: string): Promise<void>;
  /** Stores an already re-encoded webp at profiles/{userId}.webp. */
  saveProfileImage(userId: string, webp: Buffer): Promise<void>;
  deleteProfileImage(userId: string): Promise<void>;
  /** Starts background encode workers (main.ts calls it; tests may run jobs one by one instead). */
  startWorkers(): void;
  stop(): Promise<void>;
}

/** Clip as Twitch's Helix API describes it. */
export interface TwitchClipInfo {
  id: string;
  broadcasterLogin: string;
  broadcasterName: string;
  title: string;
  durationSeconds: number;
  thumbnailUrl: string;
  /** The mp4 address derived from the thumbnail (the long-standing Helix convention). */
  videoUrl: string;
}

export interface TwitchUser {
  id: string;
  login: string;
  displayName: string;
}

/** Twitch through its real protocol (OAuth 2 token endpoint, Helix); base URLs from env so tests use a local fake. */
export interface TwitchClient {
  isConfigured(): boolean;
  authorizeUrl(state: string): string;
  exchangeCode(code: string): Promise<{ accessToken: string; refreshToken: string | null; expiresInSeconds: number }>;
  getUser(accessToken: string): Promise<TwitchUser>;
  getClip(slug: string): Promise<TwitchClipInfo | null>;
}

export interface AuthVerifier {
  /** Verifies a Firebase ID token; returns null for a missing, expired, forged or (when asked) revoked token. */
  verify(idToken: string, checkRevoked: boolean): Promise<{ uid: string; claims: Record<string, unknown> } | { revoked: true } | null>;
  /** Deletes the Firebase user (deleteAccount). */
  deleteUser(uid: string): Promise<void>;
  /** Fresh email_verified flag from Firebase (checkEmailVerification). */
  isEmailVerified(uid: string): Promise<boolean>;
}

export interface AppContext {
  db: Db;
  config: ServerConfig;
  auth: AuthVerifier;
  media: MediaServices;
  twitch: TwitchClient;
  log: FastifyBaseLogger;
}
