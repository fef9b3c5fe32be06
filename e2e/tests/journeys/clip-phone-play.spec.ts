import { pageSettled } from '../../support/page-settled';
import { expect, test } from '../../support/stack';
import { waitForReadyClips } from './support/api';

/**
 * A clip page on a phone (ADR 0115): the clip does not start by itself and nothing of the video is downloaded until
 * the person taps the large play button over the poster; then it plays and the button goes. On a computer it still
 * starts by itself.
 */
const VIDEO_FILE = /-(av1\.mkv|x265\.mp4|source\.mp4)\?/;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the clip waits for a tap on its play button, downloading nothing until then, then plays', async ({ page, site }) => {
    test.setTimeout(180_000);
    const [clip] = await waitForReadyClips(site.stack.apiUrl);
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (VIDEO_FILE.test(request.url())) videoRequests.push(request.url());
    });
    await site.open(page, `/${clip!.channelLogin}/clip/${clip!.internalClipId}`);
    const video = page.getByTestId('clip-video');
    const play = page.getByRole('button', { name: 'Play the clip' });
    await expect(play).toBeVisible();
    // Past the moment a computer would have started it: the page has settled (loaded, network quiet, then an idle
    // callback with the player's own 3 s limit has run, after the one a computer's player registers at mount). Still
    // the poster, nothing fetched.
    await pageSettled(page);
    expect(await video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }))).toEqual({ paused: true, time: 0 });
    expect(videoRequests).toEqual([]);

    await play.tap();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(play).toBeHidden();
    expect(videoRequests.length).toBeGreaterThan(0);
  });
});

test('on a computer the clip starts by itself, muted, with no play button over it', async ({ page, site }) => {
  test.setTimeout(180_000);
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  await site.open(page, `/${clip!.channelLogin}/clip/${clip!.internalClipId}`);
  const video = page.getByTestId('clip-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play the clip' })).toHaveCount(0);
});
