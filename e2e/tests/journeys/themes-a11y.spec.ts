import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../../support/stack';
import { DEMO_PASSWORD, waitForReadyClips } from './support/api';
import { logInThroughUi } from './support/ui';

/**
 * Issues 10, 11 and 12 ask every screen to work in the three themes. The other axe journeys run in the default
 * Dark theme; this one opens the discovery, clip and studio screens in Light and True Dark (SPEC section 9, the
 * `app-color-preference` key) and asks axe for serious or critical violations, colour contrast included, once
 * each screen has settled. The studio runs as the seeded demo streamer and admin (server/src/seed/demo-accounts.ts).
 */
const demo = (key: 'streamer' | 'admin') => ({ email: `${key}@demo.clipyard.test`, password: DEMO_PASSWORD, username: `demo_${key}` });

async function useTheme(page: Page, theme: string) {
  await page.addInitScript((name) => window.localStorage.setItem('app-color-preference', name), theme);
}

/**
 * No serious or critical violation once loading states and fades are over: the whole page, signed in or out.
 */
async function expectSettledPageAxeClean(page: Page) {
  await expect(page.getByTestId('remote-loading')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

async function pauseVideo(page: Page) {
  // One round trip that waits for the metadata in the page (a loaded machine makes each evaluate slow).
  await page.getByTestId('clip-video').evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        const stop = () => {
          v.loop = false;
          v.pause();
          resolve();
        };
        if (v.readyState >= 1) stop();
        else v.addEventListener('loadedmetadata', stop, { once: true });
      }),
    undefined,
    { timeout: 60_000 },
  );
}

/** The theme really applied: the app bar's background is the theme's secondary colour (settings.spec has them all). */
const appBarColour = { Light: 'rgb(248, 250, 252)', 'True Dark': 'rgb(0, 0, 0)' } as const;

for (const theme of ['Light', 'True Dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.describe.configure({ timeout: 420_000 });

    test(`discovery screens have no serious accessibility violations (${theme})`, async ({ page, site }) => {
      const [clip] = await waitForReadyClips(site.stack.apiUrl);
      await useTheme(page, theme);
      for (const pathname of ['/', '/?feed=following', `/${clip.channelLogin}`, '/search?q=pixel', '/search?q=zzzz_nothing', '/recommendations', '/tipping']) {
        await test.step(pathname, async () => {
          await site.open(page, pathname);
          expect(await page.evaluate(() => getComputedStyle(document.querySelector('header') as HTMLElement).backgroundColor)).toBe(appBarColour[theme]);
          await expectSettledPageAxeClean(page);
        });
      }
    });

    test(`the clip page, its panels, the shortcuts sheet and the embed player have no serious accessibility violations (${theme})`, async ({ page, site }) => {
      const [clip] = await waitForReadyClips(site.stack.apiUrl);
      await useTheme(page, theme);
      await site.open(page, `/${clip.channelLogin}/clip/${clip.internalClipId}`);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('header') as HTMLElement).backgroundColor)).toBe(appBarColour[theme]);
      // A playing clip keeps adding chat lines (each fades in): pause it so the page settles for the contrast check.
      await pauseVideo(page);
      await expectSettledPageAxeClean(page);
      await page.getByRole('tab', { name: 'Transcript' }).click();
      await expectSettledPageAxeClean(page);
      await page.locator('body').press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectSettledPageAxeClean(page);
      // The embed player has no app bar (site.open waits for one): open it directly.
      await page.goto(`${site.stack.shellUrl}/embed/${clip.channelLogin}/${clip.internalClipId}`);
      await expect(page.getByTestId('clip-video')).toBeVisible({ timeout: 20_000 });
      await pauseVideo(page);
      await expectSettledPageAxeClean(page);
    });

    test(`studio screens have no serious accessibility violations (${theme})`, async ({ page, site }) => {
      await useTheme(page, theme);
      await logInThroughUi(page, site, demo('streamer'));
      for (const pathname of ['/streamer/pageEditor', '/streamer/clips', '/overview', '/streamer/requests', '/streamer/disconnectChannel']) {
        await test.step(pathname, async () => {
          await site.open(page, pathname);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
          if (pathname === '/overview') await expect(page.getByRole('figure', { name: 'Views and likes per day' }).locator('svg').first()).toBeVisible({ timeout: 30_000 });
          await expectSettledPageAxeClean(page);
        });
      }
    });

    test(`the moderation queue has no serious accessibility violations (${theme})`, async ({ page, site }) => {
      await useTheme(page, theme);
      await logInThroughUi(page, site, demo('admin'));
      await site.open(page, '/admin/reports');
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: 'Blocked from commenting' })).toBeVisible({ timeout: 20_000 });
      await expectSettledPageAxeClean(page);
    });
  });
}
