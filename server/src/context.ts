import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import type { ServerConfig } from './config';
import type { ClipyardMedia } from './media';

/** The media layer (implemented in src/media, built by createMediaServices): typed as what it is, no casts back. */
export type { MediaServices, MediaStorage } from './media';

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
  /** Twitch's id of the game or category the clip was streamed in; null when Twitch names none ('' or '0'). */
  gameId: string | null;
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
  /**
   * Revokes a user access token at Twitch (POST /oauth2/revoke). True when Twitch confirms it, or answers that the
   * token is already invalid; false when Twitch could not be reached or refused for another reason.
   */
  revokeToken(accessToken: string): Promise<boolean>;
  getClip(slug: string): Promise<TwitchClipInfo | null>;
  /** Helix GET /games?id=: Twitch's name of a game or category (ADR 0150); null when Twitch does not know the id. */
  getGame(id: string): Promise<{ id: string; name: string } | null>;
}

export interface AuthVerifier {
  /** Verifies a Firebase ID token; returns null for a missing, expired, forged or (when asked) revoked token. */
  verify(idToken: string, checkRevoked: boolean): Promise<{ uid: string; claims: Record<string, unknown> } | { revoked: true; uid?: string } | null>;
  /** Deletes the Firebase user (deleteAccount). */
  deleteUser(uid: string): Promise<void>;
  /** Fresh email_verified flag from Firebase (checkEmailVerification). */
  isEmailVerified(uid: string): Promise<boolean>;
  /** Ends every session of the Firebase user (revokeRefreshTokens): a suspension; its cached tokens are forgotten. */
  revokeSessions(uid: string): Promise<void>;
}

export interface AppContext {
  /** The database this call reads and writes: the primary, or for a public read the replica (ADR 0142). */
  db: Db;
  /** The primary, set when `db` is a read replica: the rare write a read needs goes here. */
  primaryDb?: Db;
  config: ServerConfig;
  auth: AuthVerifier;
  media: ClipyardMedia;
  twitch: TwitchClient;
  log: FastifyBaseLogger;
}
