import { REMOTE_LOAD_TIMEOUT_MS, expect, test } from '../../support/stack';
import { waitForReadyClips } from './support/api';

/**
 * Issue 11: the frontpage's compact recommendation rail is mfe-channels' exposed RecommendationRail, mounted by the
 * frontpage (mfe-clips) through the shell's frontpageRail slot after the first view: beside the grid on a wide screen,
 * below it on a phone; with mfe-channels down the frontpage works without it.
 */
test.describe('frontpage recommendation rail', () => {
  // The grid needs a ready clip: the demo seed encodes in the background (bounded wait, as in the other journeys).
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ site }) => {
    await waitForReadyClips(site.stack.apiUrl);
  });

  for (const { device, viewport, beside } of [
    { device: 'desktop', viewport: { width: 1440, height: 900 }, beside: true },
    { device: 'phone', viewport: { width: 390, height: 844 }, beside: false },
  ]) {
    test(`${device}: the rail is ${beside ? 'beside' : 'below'} the grid and leads to the recommendations`, async ({ page, site }) => {
      await page.setViewportSize(viewport);
      await site.open(page, '/');
      const grid = page.getByRole('list', { name: 'Clips' });
      await expect(grid).toBeVisible();
      const rail = page.getByRole('region', { name: 'Channels to discover' });
      await expect(rail).toBeVisible();
      // Loaded: either channels or the empty state's way to search (whatever the seed's ranking holds by now).
      await expect(rail.getByRole('listitem').first().or(rail.getByRole('link', { name: 'Search channels' }))).toBeVisible();
      const [gridBox, railBox] = [await grid.boundingBox(), await rail.boundingBox()];
      if (!gridBox || !railBox) throw new Error('grid or rail not laid out');
      if (beside) expect(railBox.x).toBeGreaterThanOrEqual(gridBox.x + gridBox.width);
      else expect(railBox.y).toBeGreaterThanOrEqual(gridBox.y + gridBox.height);

      await rail.getByRole('link', { name: 'See all' }).click();
      await expect(page).toHaveURL(/\/recommendations$/);
      await expect(page.getByRole('heading', { name: 'Recommendations', level: 1 })).toBeVisible();
    });
  }

  test.describe('mfe-channels down', () => {
    // The service worker would serve the remote's last good entry (ADR 0101): this is about the slot's own failure.
    test.use({
      serviceWorkers: 'block',
      // The remote is taken down on purpose: its manifest's empty answer and the slot's load failure are logged.
      allowedConsoleErrors: { patterns: [/ERR_EMPTY_RESPONSE @ http:\/\/localhost:\d+\/mf-manifest\.json$/, /^console\.error: \[remote\] mfe_channels\/RecommendationRail failed to load/] },
    });

    test('the frontpage works, with no rail and no error', async ({ page, site }) => {
      site.remoteServer('mfe_channels').setDown(true);
      await page.setViewportSize({ width: 1440, height: 900 });
      await site.open(page, '/');
      await expect(page.getByRole('list', { name: 'Clips' })).toBeVisible();
      // The slot gives up once the remote cannot load (bounded by the load timeout), leaving its box empty.
      await expect(page.locator('[data-slot-pending]')).toHaveCount(0, { timeout: REMOTE_LOAD_TIMEOUT_MS + 10_000 });
      await expect(page.getByTestId('frontpage-rail')).toBeHidden();
      await expect(page.getByRole('region', { name: 'Channels to discover' })).toHaveCount(0);
      await expect(page.getByTestId('area-fallback')).toHaveCount(0);
      // The grid is still in use: a clip opens.
      await page.getByRole('list', { name: 'Clips' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/clip\//);
      site.remoteServer('mfe_channels').setDown(false);
    });
  });
});
