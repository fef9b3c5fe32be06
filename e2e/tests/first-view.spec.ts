import type { Page } from '@playwright/test';
import { expect, test } from '../support/stack';
import { waitForReadyClips } from './journeys/support/api';

/**
 * The first view painted by the HTML (ADR 0097): on a cold clip page or frontpage the real poster or thumbnails are on
 * screen before any app code has run, the app takes over without a flash, and the largest paint stays that first
 * one (the app's own copies are no larger). Timing is never asserted: what is on screen, and in which order.
 */

// A cached remote would make the held-back entry below pointless: every load here is cold.
test.use({ serviceWorkers: 'block' });

/** Records every largest-contentful-paint entry, and whether its element was part of the HTML's first view. */
async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: { inFirstView: boolean; size: number }[] = [];
    (window as unknown as { __paints: typeof paints }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        paints.push({ inFirstView: Boolean(entry.element?.closest('#cy-first-view')), size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
const largestPaints = (page: Page) => page.evaluate(() => (window as unknown as { __paints: { inFirstView: boolean; size: number }[] }).__paints);

/** Holds back every script of the clips remote until `release` is called: the app cannot draw its page meanwhile. */
async function holdClipsRemote(page: Page, clipsOrigin: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${clipsOrigin}/**/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const firstViewImage = (page: Page) => page.locator('#cy-first-view img').first();
const imageLoaded = (page: Page) => firstViewImage(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test('a cold clip page shows its poster and title from the HTML alone; the player takes over, and stays the smaller paint', async ({ page, site }) => {
  test.setTimeout(240_000);
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  await recordLargestPaints(page);
  const release = await holdClipsRemote(page, `http://localhost:${site.stack.basePort + 1}`);
  await page.goto(`${site.stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}`, { waitUntil: 'domcontentloaded' });

  // No app code of the page has run, yet the person sees the clip.
  const firstView = page.locator('#cy-first-view');
  await expect(firstView.getByText(clip.clipTitle)).toBeVisible();
  await expect.poll(() => imageLoaded(page)).toBe(true);
  await expect(page.getByTestId('clip-video')).toHaveCount(0);
  // It is the poster the head preloaded, fetched once.
  expect(await firstViewImage(page).getAttribute('src')).toBe(await page.locator('link[rel="preload"][as="image"]').getAttribute('href'));

  release();
  await expect(page.getByRole('heading', { name: clip.clipTitle })).toBeVisible();
  await expect(page.getByTestId('clip-video')).toHaveAttribute('poster', (await page.locator('link[rel="preload"][as="image"]').getAttribute('href'))!);
  await expect(firstView).toHaveCount(0);
  // The page is the app's now: its controls take clicks.
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-dialog')).toBeVisible();
  const paints = await largestPaints(page);
  expect(paints.length).toBeGreaterThan(0);
  expect(paints.at(-1)?.inFirstView).toBe(true);
});

test("the shell's scripts are asked for only after the first view's picture has arrived (ADR 0113)", async ({ page, site }) => {
  test.setTimeout(240_000);
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') events.push(`script ${new URL(request.url()).pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image' && request.url().includes(clip.internalClipId)) events.push('picture');
  });
  await page.goto(`${site.stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}`);
  // The app still boots from there, and draws the page.
  await expect(page.getByRole('heading', { name: clip.clipTitle })).toBeVisible();
  const picture = events.indexOf('picture');
  const firstScript = events.findIndex((event) => event.startsWith('script'));
  expect(picture, events.join(', ')).toBeGreaterThanOrEqual(0);
  expect(firstScript, events.join(', ')).toBeGreaterThan(picture);
});

test('a cold frontpage shows its first cards from the HTML alone; the grid takes over', async ({ page, site }) => {
  test.setTimeout(240_000);
  await waitForReadyClips(site.stack.apiUrl);
  await recordLargestPaints(page);
  const release = await holdClipsRemote(page, `http://localhost:${site.stack.basePort + 1}`);
  await page.goto(`${site.stack.shellUrl}/?sort=new&period=all`, { waitUntil: 'domcontentloaded' });

  const firstView = page.locator('#cy-first-view');
  await expect(firstView.getByRole('heading', { name: 'Clips', includeHidden: true })).toHaveCount(1);
  await expect.poll(() => imageLoaded(page)).toBe(true);
  const firstTitle = (await firstView.locator('.cy-fv-card .cy-fv-t').first().textContent()) ?? '';
  expect(firstTitle.length).toBeGreaterThan(2);

  release();
  const grid = page.getByRole('list', { name: 'Clips' });
  await expect(grid.getByTestId('clip-card').first()).toContainText(firstTitle);
  await expect(firstView).toHaveCount(0);
  // The grid's first thumbnail is the same picture as the HTML's.
  await expect(grid.getByTestId('clip-card').first().locator('img')).toHaveAttribute('src', (await page.locator('link[rel="preload"][as="image"]').getAttribute('href'))!);
  expect((await largestPaints(page)).at(-1)?.inFirstView).toBe(true);
});

test('a signed-in visitor (a saved profile) never sees the signed-out first view; the app draws the page', async ({ page, site }) => {
  test.setTimeout(240_000);
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  await page.addInitScript(() => localStorage.setItem('userProfile', JSON.stringify({ username: 'someone', firebaseUid: 'nobody', isSuccessful: true })));
  await recordLargestPaints(page);
  await page.goto(`${site.stack.shellUrl}/${clip.channelLogin}/clip/${clip.internalClipId}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#cy-first-view')).toBeHidden();
  await expect(page.getByTestId('clip-video')).toBeVisible();
  await expect(page.locator('#cy-first-view')).toHaveCount(0);
  expect((await largestPaints(page)).some((paint) => paint.inFirstView)).toBe(false);
});
