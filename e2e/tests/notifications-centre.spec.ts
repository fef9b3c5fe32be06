import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/stack';
import { stackLib, type ApiServer } from '../support/stack-lib';
import { callApi, createUser, emulatorUrl, uniqueName } from './journeys/support/api';
import { logInThroughUi } from './journeys/support/ui';

/**
 * Issue 14 part 8: the notification centre end to end. A person follows a channel; a new clip of that channel is
 * published (submitted by someone else, fetched and encoded by the real media worker); the bell in the app bar shows
 * one unread; its panel links to the clip; opening the entry marks it read and the count goes.
 *
 * Like streamer-requests.spec.ts this runs its own API (in memory, no seed, allowed to fetch the test video from a
 * local static server) and points the site's runtime config at it, with the bell's poll lowered to 1 s.
 */
let api: ApiServer;
let videoDir: string;
let savedConfig: Record<string, unknown>;
let videoHost: { close(): Promise<void> } | undefined;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(120_000);
  videoDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-notify-'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', path.join(videoDir, 'clip.mp4')]);
  // Ports past the stack's own API and Twitch stand-in (extraPort 6 and 7): no other spec uses these.
  videoHost = await stack.serveFolder(videoDir, 8);
  const lib = await stackLib();
  api = await lib.startApiServer({
    port: stack.extraPort(9),
    quiet: true,
    env: {
      DATA_DIR: 'memory',
      SEED: 'false',
      CORS_ORIGINS: [`http://localhost:${stack.basePort}`, `http://127.0.0.1:${stack.basePort}`].join(','),
      FIREBASE_AUTH_EMULATOR_HOST: emulatorUrl(stack).replace(/^https?:\/\//, ''),
      RATE_LIMIT: 'false',
      MEDIA_FETCH_ALLOWLIST: 'localhost,127.0.0.1',
      ENCODE_ALL_RENDITIONS: 'false',
    },
  });
  savedConfig = { ...stack.web.state.config };
  stack.web.state.config = { ...stack.web.state.config, apiBaseUrl: api.url, mediaBaseUrl: `${api.url}media/`, notificationPollMs: 1000 };
});

test.afterAll(async ({ stack }) => {
  if (savedConfig) stack.web.state.config = savedConfig;
  await api?.stop();
  await videoHost?.close();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

/** Submits a clip by URL and waits (bounded) until the API lists it as public. */
async function publishClip(stack: { extraPort(n: number): number }, submitterToken: string, channelLogin: string, clipTitle: string): Promise<string> {
  const { internalClipId } = await callApi<{ internalClipId: string }>(
    api.url,
    'client/userSubmission/submitClip',
    { clipUrl: `http://127.0.0.1:${stack.extraPort(8)}/clip.mp4`, channelLogin, clipTitle },
    submitterToken,
  );
  await expect
    .poll(async () => (await callApi<{ clipList: unknown[] }>(api.url, 'client/videoListing/fetchClipsById', { internalClipIdList: [internalClipId] })).clipList.length, {
      timeout: 120_000,
    })
    .toBe(1);
  return internalClipId;
}

test('a followed channel’s new clip shows in the bell, links to the clip, and is marked read', async ({ page, site }) => {
  test.setTimeout(240_000);
  const stack = site.stack;
  const submitter = await createUser(stack, api.url, 'sb_');
  const viewer = await createUser(stack, api.url, 'nv_');
  const channelLogin = uniqueName('ntch_').toLowerCase();
  // The channel comes to exist with its first clip; the viewer follows it after that one is out.
  await publishClip(stack, submitter.idToken, channelLogin, `First ${uniqueName('')}`);
  await callApi(api.url, 'client/follows/modifyUserFollowedChannel', { channelLogin, isFollow: true }, viewer.idToken);

  await logInThroughUi(page, site, viewer);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  const title = `Fresh ${uniqueName('')}`;
  const clipId = await publishClip(stack, submitter.idToken, channelLogin, title);
  // Someone is at the page (the bell polls only while the person is active: idle detector).
  await page.mouse.move(5, 5);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const entry = panel.getByRole('link', { name: new RegExp(`New clip from ${channelLogin}: ${title}`) });
  await expect(entry).toHaveAttribute('href', `/${channelLogin}/clip/${clipId}`);
  const axe = await new AxeBuilder({ page }).include('[data-testid="notification-panel"]').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`),
  ).toEqual([]);

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/${channelLogin}/clip/${clipId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect
    .poll(async () => (await callApi<{ unreadCount: number }>(api.url, 'client/notifications/getUnreadCount', {}, viewer.idToken)).unreadCount)
    .toBe(0);

  // Reopened, the entry is still there, read.
  await bell.click();
  await expect(panel.getByTestId('notification-entry')).toHaveAttribute('data-read', 'true');
});
