import { expect, test } from '../../support/stack';
import { waitForReadyClips } from './support/api';

test('frontpage grid → clip page → the video plays', async ({ page, site }) => {
  test.setTimeout(240_000);
  const clips = await waitForReadyClips(site.stack.apiUrl);

  await site.open(page, '/?sort=new&period=all');
  const grid = page.getByRole('list', { name: 'Clips' });
  const card = grid.getByTestId('clip-card').filter({ hasText: clips[0].clipTitle });
  await expect(card).toBeVisible();
  // Thumbnails come from the media host, in avif when the probe says the browser shows it.
  await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`/media/clips/${clips[0].channelLogin}/${clips[0].internalClipId}\\.(avif|webp)\\?version=\\d+$`));

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/${clips[0].channelLogin}/clip/${clips[0].internalClipId}$`));
  await expect(page.getByRole('heading', { name: clips[0].clipTitle })).toBeVisible();

  const video = page.getByTestId('clip-video');
  await expect(video).toHaveAttribute('src', new RegExp(`/media/clips/${clips[0].channelLogin}/${clips[0].internalClipId}-(av1\\.mkv|x265\\.mp4|source\\.mp4)\\?version=\\d+$`));
  // Playing: enough data to render, and the clock moves. The demo clips are a few seconds long and autoplay may
  // already have reached the end, so play again from the start and watch the clock.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.error ? -1 : v.currentTime)), { timeout: 15_000 }).toBeGreaterThan(0.3);
});

test('the clip page reads in Japanese and refuses a signed-out like with the spec message', async ({ page, site }) => {
  test.setTimeout(240_000);
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  await page.addInitScript(() => window.localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja'));
  await site.open(page, `/${clip.channelLogin}/clip/${clip.internalClipId}`);
  await expect(page.getByRole('heading', { name: clip.clipTitle })).toBeVisible();
  await page.getByRole('button', { name: 'いいね', exact: true }).click();
  await expect(page.getByText('クリップに「いいね」するにはログインが必要です')).toBeVisible();
});
