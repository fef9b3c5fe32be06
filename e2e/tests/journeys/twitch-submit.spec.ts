import { expect, test } from '../../support/stack';
import { createUser } from './support/api';
import { logInThroughUi } from './support/ui';

/**
 * Issue 19, item 7: a Twitch clip URL submitted on /upload against the local Twitch stand-in (which the e2e stack, like
 * `npm start`, runs when no Twitch credentials are configured) failed with "Failed to connect to Twitch" (502): the
 * stand-in had no Helix /clips, and the clip's file on the stand-in's loopback address was refused by the safe
 * fetcher. Now the stand-in answers Helix /clips (app token from client_credentials, Client-Id) and serves the files,
 * and the API trusts the stand-in's origin for the URLs its Helix answers give (ADR 0123). The clips are the stand-in's
 * own (server/src/twitch/stand-in/stand-in-clips.ts).
 */
const OPEN_CHANNEL_CLIP = 'https://clips.twitch.tv/PixelPioneerPerfectJump-StandIn1';
const APPROVAL_CHANNEL_CLIP = 'https://www.twitch.tv/speedrun_sam/clip/SpeedrunSamLuckyManip-StandIn2';

test('a viewer submits a Twitch clip URL of the stand-in: it becomes a clip of the broadcaster’s channel that plays', async ({ page, site }) => {
  test.setTimeout(240_000);
  const viewer = await createUser(site.stack, site.stack.apiUrl, 'tw_');
  const title = `Twitch clip ${Date.now().toString(36)}`;

  await logInThroughUi(page, site, viewer);
  await site.open(page, '/upload');
  await expect(page.getByRole('heading', { name: 'Submit a clip' })).toBeVisible();
  // A Twitch link names its channel: the channel field is left empty, the server reads it from Twitch.
  await page.getByRole('textbox', { name: 'Clip URL' }).fill(OPEN_CHANNEL_CLIP);
  await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Submit clip' }).click();

  await expect(page.getByText('Failed to connect to Twitch')).toHaveCount(0);
  await expect(page.getByText('Clip submitted')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('encode-task-source')).toHaveAttribute('data-state', 'done', { timeout: 150_000 });
  await page.getByRole('link', { name: 'Watch the clip' }).click();

  // pixelpioneer is the broadcaster Twitch names (an open channel of the demo seed).
  await expect(page).toHaveURL(/\/pixelpioneer\/clip\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const video = page.getByTestId('clip-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.error ? -1 : v.currentTime)), { timeout: 15_000 }).toBeGreaterThan(0.3);
});

test('a Twitch clip of a channel whose streamer approves submissions becomes a request, as the channel’s policy says', async ({ page, site }) => {
  test.setTimeout(120_000);
  const viewer = await createUser(site.stack, site.stack.apiUrl, 'twr_');

  await logInThroughUi(page, site, viewer);
  await site.open(page, '/upload');
  await page.getByRole('textbox', { name: 'Clip URL' }).fill(APPROVAL_CHANNEL_CLIP);
  await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill('Lucky manip from Twitch');
  await page.getByRole('button', { name: 'Submit clip' }).click();

  // speedrun_sam is claimed by the demo streamer and asks for approval (demo seed).
  await expect(page.getByText('Waiting for the streamer')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/The streamer of speedrun_sam reviews submissions first/)).toBeVisible();
  await expect(page.getByText('Failed to connect to Twitch')).toHaveCount(0);
});
