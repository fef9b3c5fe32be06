import { REMOTE_LOAD_TIMEOUT_MS, expect, test } from '../support/stack';

// The service worker serves a remote's last good entry when its server is gone (network first, ADR 0101): these
// tests are about the loader's own failure layers, so the remote's server answers (or not) with no worker between.
test.use({
  serviceWorkers: 'block',
  // Every test here breaks a remote on purpose: the browser logs its server's empty answers, and the shell logs the
  // remote it could not load (a diagnostic for the people running the site, while the person sees the fallback).
  allowedConsoleErrors: {
    patterns: [
      /^console\.error: Failed to load resource: net::ERR_EMPTY_RESPONSE @ http:\/\/localhost:\d+\/(mf-manifest\.json|remoteEntry\.js)$/,
      /^console\.error: \[remote\] mfe_\w+\/[\w./-]+ failed to load/,
    ],
  },
});

/**
 * The three failure layers: a remote that cannot be reached, one whose entry never arrives, and
 * one that throws while rendering each show a localized fallback with a retry button in that
 * remote's area, while the header, the menu and the other remotes keep working.
 */
const cases = [
  { remote: 'mfe_clips', path: '/', other: { link: 'Search', remote: 'mfe_channels' } },
  { remote: 'mfe_channels', path: '/search', other: { link: 'Log in', remote: 'mfe_account' } },
  { remote: 'mfe_account', path: '/account/login', other: { link: 'Home', remote: 'mfe_clips' } },
  { remote: 'mfe_streamer', path: '/overview', other: { link: 'Home', remote: 'mfe_clips' } },
];

for (const { remote, path, other } of cases) {
  test(`${remote} unreachable: fallback with retry in its area, the rest keeps working`, async ({ page, site }) => {
    site.remoteServer(remote).setDown(true);
    await site.open(page, path);

    const fallback = page.getByTestId('area-fallback');
    await expect(fallback).toBeVisible({ timeout: REMOTE_LOAD_TIMEOUT_MS + 10_000 });
    await expect(fallback).toHaveAttribute('data-area', remote);
    await expect(fallback).toContainText('This section could not be loaded');
    await expect(page.getByTestId('area-retry')).toBeVisible();
    // The header still works: the settings dialog opens and closes.
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    await page.getByTestId('settings-cancel').click();

    // The remote comes back: retry in its area loads it without a page reload.
    site.remoteServer(remote).setDown(false);
    await page.getByTestId('area-retry').click();
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    await expect(page.getByTestId('area-fallback')).toHaveCount(0);

    // Down again: another remote still loads, through the menu, while this one cannot.
    site.remoteServer(remote).setDown(true);
    await page.goto(`${site.stack.shellUrl}${path}`);
    await expect(page.getByTestId('area-fallback')).toBeVisible({ timeout: REMOTE_LOAD_TIMEOUT_MS + 10_000 });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('link', { name: other.link, exact: true }).click();
    await expect(page.locator(`[data-remote="${other.remote}"]`)).toBeVisible();
  });
}

test('the fallback is localized (ja)', async ({ page, site }) => {
  await page.addInitScript(() => localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja'));
  site.remoteServer('mfe_channels').setDown(true);
  await site.open(page, '/search');
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toContainText('このセクションを読み込めませんでした', { timeout: REMOTE_LOAD_TIMEOUT_MS + 10_000 });
  await expect(page.getByTestId('area-retry')).toHaveText('再試行');
});

test('a remote entry that never arrives times out into the fallback, and retry recovers', async ({ page, site }) => {
  // The manifest answers; remoteEntry.js hangs (a slow proxy in front of the remote).
  site.remoteServer('mfe_channels').setDelay(120_000, /remoteEntry\.js$/);
  await site.open(page, '/search');
  const started = Date.now();
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toBeVisible({ timeout: REMOTE_LOAD_TIMEOUT_MS + 10_000 });
  expect(Date.now() - started).toBeLessThan(REMOTE_LOAD_TIMEOUT_MS + 8_000);
  await expect(fallback).toContainText('It took too long to answer');
  await expect(page.getByTestId('brand')).toBeVisible();

  site.remoteServer('mfe_channels').setDelay(0);
  await page.getByTestId('area-retry').click();
  await expect(page.locator('[data-remote="mfe_channels"]')).toBeVisible({ timeout: 15_000 });
});

test('a remote that throws while rendering is caught by its boundary; retry renders it again', async ({ page, site, consoleErrors }) => {
  // The broken remote throws on purpose: React and the area's boundary log what they caught.
  consoleErrors.allow(/^console\.error: (\[boundary:mfe_clips\] )?Error: The broken remote threw while rendering \(e2e\)/);
  const broken = await site.stack.serveFolder(`${__dirname}/../.builds/broken-clips`, 4);
  site.setRemote('mfe_clips', `${broken.url}/mf-manifest.json`);
  await site.open(page, '/');
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-area', 'mfe_clips');
  await expect(fallback).toContainText('This part of the page stopped working');
  await expect(page.getByTestId('brand')).toBeVisible();
  // Still broken: retry shows the boundary again.
  await page.getByTestId('area-retry').click();
  await expect(fallback).toBeVisible();
  await page.evaluate(() => ((window as { __brokenRemoteHealed?: boolean }).__brokenRemoteHealed = true));
  await page.getByTestId('area-retry').click();
  await expect(page.getByTestId('broken-remote-recovered')).toBeVisible();
  await expect(page.getByTestId('area-fallback')).toHaveCount(0);

  // Other remotes are unaffected.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page.locator('[data-remote="mfe_channels"]')).toBeVisible();
  await broken.close();
});
