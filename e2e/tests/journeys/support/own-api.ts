import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stack } from '../../../support/stack';
import { ROOT, stackLib, type ApiServer } from '../../../support/stack-lib';
import { expect } from '@playwright/test';
import { callApi, emulatorUrl, type TestUser } from './api';
import { startFakeTwitch, type FakeTwitch } from './fake-twitch';

/**
 * An API of a journey's own, for what the shared stack's API cannot do: become a streamer (the Twitch OAuth flow,
 * against a local fake Twitch on extra port 3) and submit clips by URL (a generated 3-second mp4 served on extra
 * port 2, which the API is allowed to fetch). While it runs, the site's runtime config points at it.
 */
export interface OwnApi {
  api: ApiServer;
  twitch: FakeTwitch;
  /** The address of the generated video, for submitClip's clipUrl. */
  videoUrl: string;
  /** Stops the API, runs `between` (an operator tool on its data) and starts it again on the same data. */
  restart(between: () => void | Promise<void>): Promise<void>;
  /**
   * Makes a registered user an admin as an operator would: the API is stopped, `admin-cli.ts grant` runs on its data,
   * and it starts again (there is no API for it, on purpose). Needs a PGlite folder, not 'memory'.
   */
  grantAdmin(user: TestUser): Promise<void>;
  /** Connects a Twitch channel to a user, as the OAuth flow does: the user becomes its streamer. */
  connectChannel(user: TestUser, channelLogin: string): Promise<void>;
  /** The channel's streamer submits the generated video under this title; resolves with its id once it is ready. */
  submitReadyClip(streamer: TestUser, channelLogin: string, clipTitle: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * @param dataDir  a PGlite folder (kept across restart), or 'memory'
 * @param settings  server settings of this API only (e.g. `{ REGISTRATION: 'approval' }`): the shared stack's API, and
 *   so every other file's journeys, keep the defaults
 */
export async function startOwnApi(stack: Stack, dataDir: string, settings: Record<string, string> = {}): Promise<OwnApi> {
  const videoDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-video-'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=3', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', path.join(videoDir, 'clip.mp4')]);
  const lib = await stackLib();
  // Its own server, stopped by stop(): not stack.serveFolder, whose servers the site fixture closes after every test,
  // so a file's second test found no video (its clip failed within 2 s: runs 7 and 10, issue 19).
  const videoServer = await lib.startStaticServer({ root: videoDir, port: stack.extraPort(2) });
  const twitch = await startFakeTwitch(stack.extraPort(3));
  const origins = [`http://localhost:${stack.basePort}`, `http://127.0.0.1:${stack.basePort}`].join(',');
  const env = {
    DATA_DIR: dataDir,
    SEED: 'false',
    CORS_ORIGINS: origins,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorUrl(stack).replace(/^https?:\/\//, ''),
    RATE_LIMIT: 'false',
    TWITCH_CLIENT_ID: 'e2e-client',
    TWITCH_CLIENT_SECRET: 'e2e-secret',
    TWITCH_AUTH_BASE_URL: twitch.url,
    TWITCH_API_BASE_URL: twitch.url,
    TWITCH_REDIRECT_URI: `http://localhost:${stack.basePort}/oauth/twitch`,
    MEDIA_FETCH_ALLOWLIST: 'localhost,127.0.0.1',
    ...settings,
  };
  // An API boots in 40-60 s of one core's CPU here (tsx loading the server ~19 s, PGlite's WebAssembly start and 129
  // migrations ~23 s: a profile of 2026-11-30). This one starts while the stack's own API does, on two cores shared
  // with the machine's services: it answered 120 s after its start in three runs of creator-tools.spec.ts that day.
  // 170 s: within the 180 s the files' beforeAll hooks allow.
  const start = () => lib.startApiServer({ port: stack.extraPort(1), quiet: true, env, timeoutMs: 170_000 });
  const savedConfig = { ...stack.web.state.config };
  const own: OwnApi = {
    api: await start(),
    twitch,
    videoUrl: `http://127.0.0.1:${stack.extraPort(2)}/clip.mp4`,
    async restart(between) {
      await own.api.stop();
      await between();
      own.api = await start();
    },
    async grantAdmin(user) {
      await own.restart(() => {
        execFileSync(path.join(ROOT, 'server', 'node_modules', '.bin', 'tsx'), ['src/admin-cli.ts', 'grant', user.username], {
          cwd: path.join(ROOT, 'server'),
          env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
          stdio: 'pipe',
        });
      });
    },
    async connectChannel(user, channelLogin) {
      const { state } = await callApi<{ state: string }>(own.api.url, 'client/oauth/reserveOauthState', {}, user.idToken);
      await callApi(own.api.url, 'client/oauth/twitchConnect', { code: twitch.authorize(channelLogin), state }, user.idToken);
    },
    async submitReadyClip(streamer, channelLogin, clipTitle) {
      const { internalClipId } = await callApi<{ internalClipId: string }>(own.api.url, 'client/userSubmission/submitClip', { clipUrl: own.videoUrl, channelLogin, clipTitle }, streamer.idToken);
      // A clip still encoding is visible to its streamer and submitter only: ask as the streamer.
      await expect
        .poll(async () => (await callApi<{ status: string }>(own.api.url, 'client/userSubmission/clipEncodeStatus', { internalClipId }, streamer.idToken)).status, { timeout: 120_000 })
        .toBe('ready');
      return internalClipId;
    },
    async stop() {
      stack.web.state.config = savedConfig;
      await own.api.stop();
      await twitch.close();
      await videoServer.close();
      rmSync(videoDir, { recursive: true, force: true });
    },
  };
  // The api address does not change on restart (same port): the site can use it from now on.
  stack.web.state.config = { ...savedConfig, apiBaseUrl: own.api.url, mediaBaseUrl: `${own.api.url}media/` };
  return own;
}
