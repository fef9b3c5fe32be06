import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/stack';
import { stackLib, type ApiServer } from '../../support/stack-lib';
import { callApi, createUser, emulatorUrl, uniqueName } from './support/api';
import { startFakeTwitch, type FakeTwitch } from './support/fake-twitch';
import { logInThroughUi } from './support/ui';

/**
 * A streamer approves a clip request, end to end. Becoming a streamer takes the Twitch OAuth flow, so this test runs
 * its own API (in-memory, no seed) wired to a local fake Twitch and allowed to fetch a video from a local static
 * server, and points the site's runtime config at it for the duration of the test.
 */
let twitch: FakeTwitch;
let api: ApiServer;
let videoDir: string;
let savedConfig: Record<string, unknown>;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(180_000);
  videoDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-video-'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=3', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', path.join(videoDir, 'request.mp4')]);
  await stack.serveFolder(videoDir, 2);
  twitch = await startFakeTwitch(stack.extraPort(3));
  const lib = await stackLib();
  const origins = [`http://localhost:${stack.basePort}`, `http://127.0.0.1:${stack.basePort}`].join(',');
  api = await lib.startApiServer({
    port: stack.extraPort(1),
    quiet: true,
    env: {
      DATA_DIR: 'memory',
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
    },
  });
  savedConfig = { ...stack.web.state.config };
  stack.web.state.config = { ...stack.web.state.config, apiBaseUrl: api.url, mediaBaseUrl: `${api.url}media/` };
});

test.afterAll(async ({ stack }) => {
  if (savedConfig) stack.web.state.config = savedConfig;
  await api?.stop();
  await twitch?.close();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

test('a streamer sees a viewer’s clip request and approves it', async ({ page, site }) => {
  test.setTimeout(180_000);
  const stack = site.stack;
  const streamer = await createUser(stack, api.url, 'st_');
  const channelLogin = uniqueName('chan_').toLowerCase();
  const { state } = await callApi<{ state: string }>(api.url, 'client/oauth/reserveOauthState', {}, streamer.idToken);
  await callApi(api.url, 'client/oauth/twitchConnect', { code: twitch.authorize(channelLogin), state }, streamer.idToken);

  // The streamer asks for approval of submissions to their channel.
  const { channelProfile } = await callApi<{ channelProfile: Record<string, unknown> }>(api.url, 'client/channel/getChannelProfile', { channelLogin }, streamer.idToken);
  await callApi(
    api.url,
    'client/channel/setChannelProfile',
    {
      channelLogin,
      displayName: channelProfile.displayName,
      description: 'e2e channel',
      links: [],
      tipLinks: [],
      requestPolicy: 'approval',
      featuredClipIds: [],
    },
    streamer.idToken,
  );

  const viewer = await createUser(stack, api.url, 'vw_');
  const title = `Request ${uniqueName('')}`;
  const submitted = await callApi<{ internalClipId: string; requestId: string | null }>(
    api.url,
    'client/userSubmission/submitClip',
    { clipUrl: `http://127.0.0.1:${stack.extraPort(2)}/request.mp4`, channelLogin, clipTitle: title },
    viewer.idToken,
  );
  expect(submitted.requestId).not.toBeNull();

  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/requests');
  await expect(page.getByRole('heading', { name: 'Clip requests' })).toBeVisible();
  const item = page.getByTestId('clip-request').filter({ hasText: title });
  await expect(item).toContainText(`Submitted by ${viewer.username}`);
  // The list a streamer works in is usable with assistive tech too (this screen's area; the shell has its own check).
  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="requests-heading"]').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`),
  ).toEqual([]);
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(page.getByText('Clip approved')).toBeVisible();
  await expect(item).toHaveCount(0);

  const pending = await callApi<{ clipRequestList: unknown[] }>(api.url, 'client/clipRequests/getAllClipRequests', {}, streamer.idToken);
  expect(pending.clipRequestList).toHaveLength(0);
  const decided = await callApi<{ clipRequestList: Array<{ requestId: string }> }>(api.url, 'client/clipRequests/getAllClipRequests', { status: 'approved' }, streamer.idToken);
  expect(decided.clipRequestList.map((r) => r.requestId)).toContain(submitted.requestId);
});

test('a signed-in user who is not a streamer is told to connect a channel first', async ({ page, site }) => {
  const user = await createUser(site.stack, api.url, 'ns_');
  await logInThroughUi(page, site, user);
  await site.open(page, '/streamer/requests');
  await expect(page.getByRole('heading', { name: 'Connect your channel first' })).toBeVisible();
});
