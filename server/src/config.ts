import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CLIP_TRIM_MAX_SECONDS_DEFAULT,
  CLIP_TRIM_MIN_SECONDS,
  MEDIA_INPUT_LIMITS,
  UPLOAD_LIMITS,
  type UploadLimits,
} from '@clipyard/shared/contract';
import { DEFAULT_POOL, type PoolSettings } from './db/database';
import type { PushConfig } from './domain/notifications/vapid';

/**
 * Every setting comes from the environment (README lists them). Defaults run the whole site locally with
 * nothing installed: PGlite in ./data, the Firebase Auth emulator, media in ./data/media.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… switches from PGlite to PostgreSQL. */
  databaseUrl: string | undefined;
  /** postgres://… of a streaming replica that answers public reads (ADR 0142); needs DATABASE_URL. */
  databaseReplicaUrl: string | undefined;
  /** PostgreSQL pool bounds (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS). */
  databasePool: PoolSettings;
  /** PGlite data folder ('memory' for tests). */
  dataDir: string;
  mediaDir: string;
  /** Public base URL of the media host (the API serves it at /media/ by default). */
  mediaBaseUrl: string;
  corsOrigins: string[];
  firebaseProjectId: string;
  /** host:port of the Auth emulator; unset in production. */
  firebaseAuthEmulatorHost: string | undefined;
  seed: boolean;
  twitch: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    redirectUri: string;
    authBaseUrl: string;
    apiBaseUrl: string;
    /**
     * The origin of the local Twitch stand-in (TWITCH_STAND_IN=1, set by `npm start` and the e2e stack), whose clip
     * files the safe fetcher may download although they are on loopback: only the media URLs its own Helix answers
     * give, never a URL a person typed (ADR 0123). Null unless the stand-in is on this machine and the API is in
     * Auth emulator mode (development and tests).
     */
    standInMediaOrigin?: string | null;
  };
  media: {
    maxSourceBytes: number;
    fetchTimeoutMs: number;
    /** Hosts allowed even when they resolve to private or loopback addresses (development and tests only). */
    fetchAllowlist: string[];
    encodeConcurrency: number;
    /**
     * Run encode workers in this process (ENCODE_WORKERS, default on). API instances of a scaled-out site turn it
     * off and run `pnpm --filter @clipyard/server worker` processes instead (ADR 0047).
     */
    runEncodeWorkers: boolean;
    /** Encode the heavy renditions (x265, AV1); off makes a dev box faster. */
    encodeAllRenditions: boolean;
    /**
     * HMAC key of the signed grants that let a pending clip's streamer and submitter fetch its media (ADR 0114).
     * MEDIA_GRANT_SECRET; unset: generated once and kept in the database.
     */
    grantSecret: string | undefined;
    /** Per-user and site-wide tus upload limits (UPLOAD_LIMITS in the shared contract; tests lower them). */
    uploadLimits: UploadLimits;
  };
  /** Web Push (ADR 0108): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (else generated and kept), VAPID_SUBJECT. */
  push: PushConfig;
  /** Rate limits off for benchmarks only. */
  rateLimitEnabled: boolean;
  /**
   * Addresses whose calls are not counted per address (RATE_LIMIT_EXEMPT_ADDRESSES, comma-separated): a proxy in front
   * of the API that does not pass the client's address on, or a test harness whose every user is on 127.0.0.1. Each
   * account is still limited on its own.
   */
  rateLimitExemptAddresses?: string[];
  /**
   * How people join (REGISTRATION, ADR 0136): 'open' (default) lets a new account act at once; 'approval' asks why they
   * want to join and holds the account pending until a moderator approves it.
   */
  registration: 'open' | 'approval';
  /**
   * The longest part a clip may be cut to with the clip editor (CLIP_TRIM_MAX_SECONDS, default 60, at most the
   * 10-minute input limit; issue 23 item 1, ADR 0145).
   */
  clipTrimMaxSeconds: number;
  /** MAINTENANCE=true: is-online answers 503 MAINTENANCE, so every open page shows the maintenance dialog. */
  maintenance: boolean;
  /** DEV_ALLOW_EMULATOR_ON_NETWORK=1: emulator mode on a non-loopback address (development on a LAN only). */
  allowEmulatorOnNetwork: boolean;
  /** Strict-Transport-Security on every answer: the site is served over https (PUBLIC_ORIGIN starts with https://). */
  hsts?: boolean;
}

/** True for addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Emulator mode trusts unsigned tokens (the emulator issues them by design), so it is a development mode that must
 * stay on this machine: answers why the API must not start, or null. With the development flag it starts anyway
 * (main.ts then warns loudly).
 */
export function emulatorBindingProblem(config: ServerConfig): string | null {
  if (!config.firebaseAuthEmulatorHost || isLoopbackHost(config.host) || config.allowEmulatorOnNetwork) return null;
  return (
    `Refusing to listen on ${config.host} in Firebase Auth emulator mode: the emulator's tokens are unsigned, so anyone ` +
    'who can reach the API could act as any user. Use HOST=127.0.0.1, configure a real Firebase project ' +
    '(FIREBASE_PROJECT_ID without FIREBASE_AUTH_EMULATOR_HOST), or set DEV_ALLOW_EMULATOR_ON_NETWORK=1 on a trusted development network.'
  );
}

/**
 * The start warning of emulator mode let onto the network by DEV_ALLOW_EMULATOR_ON_NETWORK=1 (main.ts prints it in a
 * banner before anything else happens), or null when the API is not in that state.
 */
export function emulatorNetworkWarning(config: ServerConfig): string | null {
  if (!config.firebaseAuthEmulatorHost || isLoopbackHost(config.host)) return null;
  return `WARNING: Firebase Auth emulator mode on ${config.host} (DEV_ALLOW_EMULATOR_ON_NETWORK=1): tokens are NOT verified; anyone on this network can act as any user. Never do this in production.`;
}

function list(value: string | undefined, fallback: string[]): string[] {
  return value ? value.split(',').map((v) => v.trim()).filter(Boolean) : fallback;
}

/** The Twitch stand-in's origin when it is trusted (see ServerConfig.twitch.standInMediaOrigin), else null. */
function standInOrigin(env: NodeJS.ProcessEnv, firebaseAuthEmulatorHost: string | undefined): string | null {
  if (env.TWITCH_STAND_IN !== '1' || !firebaseAuthEmulatorHost || !env.TWITCH_API_BASE_URL) return null;
  let url: URL;
  try {
    url = new URL(env.TWITCH_API_BASE_URL);
  } catch {
    return null;
  }
  return isLoopbackHost(url.hostname) ? url.origin : null;
}

let processMediaDir: string | null = null;

/**
 * The media folder of a server whose database lives in memory (DATA_DIR=memory, tests): a fresh folder of this
 * process, removed when it exits. It used to be ./data/media, shared by every such process: their job ids all start
 * at 1, so two of them encoding at once would write the same scratch files (`1-0.download`, `1-0-source.mp4`), and
 * their media outlived the database that knew about it.
 */
function memoryMediaDir(): string {
  if (processMediaDir) return processMediaDir;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clipyard-memory-media-'));
  processMediaDir = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** REGISTRATION: 'open' (or unset) or 'approval'; anything else is a mistake the API refuses to start with. */
export function registrationMode(value: string | undefined): 'open' | 'approval' {
  const mode = (value ?? '').trim().toLowerCase();
  if (mode === '' || mode === 'open') return 'open';
  if (mode === 'approval') return 'approval';
  throw new Error(`REGISTRATION must be 'open' or 'approval', not '${value}'`);
}

/** CLIP_TRIM_MAX_SECONDS: unset for 60; else whole seconds from the shortest clip to the 10-minute input limit. */
export function clipTrimMaxSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return CLIP_TRIM_MAX_SECONDS_DEFAULT;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < CLIP_TRIM_MIN_SECONDS || seconds > MEDIA_INPUT_LIMITS.maxSeconds) {
    throw new Error(`CLIP_TRIM_MAX_SECONDS must be whole seconds from ${CLIP_TRIM_MIN_SECONDS} to ${MEDIA_INPUT_LIMITS.maxSeconds}, not '${value}'`);
  }
  return seconds;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR ?? 'data';
  const port = Number(env.PORT ?? 7100);
  const firebaseAuthEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? (env.FIREBASE_PROJECT_ID ? undefined : '127.0.0.1:9099');
  return {
    port,
    // Emulator mode (development) listens on this machine only; production on every interface.
    host: env.HOST ?? (firebaseAuthEmulatorHost ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    databasePool: {
      max: Number(env.DATABASE_POOL_MAX ?? DEFAULT_POOL.max),
      connectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS ?? DEFAULT_POOL.connectTimeoutMs),
      queryTimeoutMs: Number(env.DATABASE_QUERY_TIMEOUT_MS ?? DEFAULT_POOL.queryTimeoutMs),
    },
    dataDir,
    mediaDir: env.MEDIA_DIR ?? (dataDir === 'memory' ? memoryMediaDir() : path.join(dataDir, 'media')),
    mediaBaseUrl: env.MEDIA_BASE_URL ?? `http://localhost:${port}/media/`,
    corsOrigins: list(env.CORS_ORIGINS, ['http://localhost:3000', 'http://127.0.0.1:3000']),
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? 'demo-clipyard',
    firebaseAuthEmulatorHost,
    seed: env.SEED !== 'false',
    twitch: {
      clientId: env.TWITCH_CLIENT_ID || undefined,
      clientSecret: env.TWITCH_CLIENT_SECRET || undefined,
      redirectUri: env.TWITCH_REDIRECT_URI ?? 'http://localhost:3000/oauth/twitch',
      authBaseUrl: env.TWITCH_AUTH_BASE_URL ?? 'https://id.twitch.tv',
      apiBaseUrl: env.TWITCH_API_BASE_URL ?? 'https://api.twitch.tv',
      standInMediaOrigin: standInOrigin(env, firebaseAuthEmulatorHost),
    },
    media: {
      maxSourceBytes: Number(env.MEDIA_MAX_SOURCE_BYTES ?? 500 * 1024 * 1024),
      fetchTimeoutMs: Number(env.MEDIA_FETCH_TIMEOUT_MS ?? 60_000),
      fetchAllowlist: list(env.MEDIA_FETCH_ALLOWLIST, []),
      encodeConcurrency: Number(env.ENCODE_CONCURRENCY ?? 1),
      runEncodeWorkers: env.ENCODE_WORKERS !== 'false',
      encodeAllRenditions: env.ENCODE_ALL_RENDITIONS !== 'false',
      grantSecret: env.MEDIA_GRANT_SECRET || undefined,
      uploadLimits: {
        ...UPLOAD_LIMITS,
        // The one limit an operator sizes to their disk.
        maxPendingBytesTotal: Number(env.UPLOAD_MAX_PENDING_BYTES_TOTAL ?? UPLOAD_LIMITS.maxPendingBytesTotal),
      },
    },
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      vapidSubject: env.VAPID_SUBJECT ?? 'mailto:admin@clipyard.invalid',
      endpointAllowlist: list(env.PUSH_ENDPOINT_ALLOWLIST, []),
    },
    rateLimitEnabled: env.RATE_LIMIT !== 'false',
    rateLimitExemptAddresses: list(env.RATE_LIMIT_EXEMPT_ADDRESSES, []),
    maintenance: env.MAINTENANCE === 'true',
    registration: registrationMode(env.REGISTRATION),
    clipTrimMaxSeconds: clipTrimMaxSeconds(env.CLIP_TRIM_MAX_SECONDS),
    allowEmulatorOnNetwork: env.DEV_ALLOW_EMULATOR_ON_NETWORK === '1',
    hsts: (env.PUBLIC_ORIGIN ?? '').startsWith('https://'),
  };
}
