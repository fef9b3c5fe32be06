import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/stack';
import { E2E_BUILDS, ROOT } from '../support/stack-lib';

function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isFile()) hash.update(name).update(readFileSync(full));
  }
  return hash.digest('hex');
}

test('the shell paints before any remote arrives', async ({ page, site }) => {
  for (const name of ['mfe_clips', 'mfe_channels', 'mfe_account', 'mfe_streamer']) site.remoteServer(name).setDelay(30_000);
  const started = Date.now();
  await page.goto(`${site.stack.shellUrl}/`);
  await expect(page.getByTestId('brand')).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.getByTestId('remote-loading')).toBeVisible();
  // The shell's own pages work meanwhile.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'License' }).click();
  await expect(page.getByRole('heading', { name: 'License' })).toBeVisible();
});

test('each remote loads only when its route is first visited', async ({ page, site }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const port = Number(new URL(request.url()).port);
    const remote = Object.entries(site.stack.web.ports).find(([, p]) => p === port)?.[0];
    if (remote && remote !== 'shell') requested.add(remote);
  });
  await site.open(page, '/license');
  await expect(page.getByRole('heading', { name: 'License' })).toBeVisible();
  await page.waitForTimeout(500);
  expect([...requested]).toEqual([]);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.locator('[data-remote="mfe_account"]')).toBeVisible();
  expect([...requested]).toEqual(['mfe_account']);
});

test('unknown addresses get the not-found page inside the layout; /oauth/twitch is outside it', async ({ page, site }) => {
  await site.open(page, '/no/such/page/here');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.goto(`${site.stack.shellUrl}/oauth/twitch`);
  await expect(page.getByRole('heading', { name: 'Connecting to Twitch' })).toBeVisible();
  await expect(page.getByTestId('brand')).toHaveCount(0);
});

test('redeploy: pointing remotes.json at a new build of one remote changes what users get, shell untouched', async ({ page, site }) => {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shellBefore = hashFolder(shellDist);
  await site.open(page, '/overview');
  await expect(page.locator('[data-remote="mfe_streamer"]')).toBeVisible();
  await expect(page.getByTestId('build-label-mfe_streamer')).toHaveCount(0);

  const v2 = await site.stack.serveFolder(path.join(E2E_BUILDS, 'mfe-streamer-v2'), 5);
  site.setRemote('mfe_streamer', `${v2.url}/mf-manifest.json`);
  await page.reload();
  await expect(page.getByTestId('build-label-mfe_streamer')).toHaveText('mfe_streamer v2');
  await expect(page.locator('[data-remote="mfe_streamer"]')).toBeVisible();
  expect(hashFolder(shellDist)).toBe(shellBefore);
  await v2.close();
});

test('start-up: appLaunch is reported once with platformData; the service worker registers at /sw.js; no Firebase for a signed-out visitor', async ({ page, site }) => {
  const activities: unknown[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('client/activity/reportActivity')) activities.push(request.postDataJSON());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await site.open(page, '/license');
  await expect.poll(() => activities.length).toBe(1);
  expect(activities[0]).toEqual({
    activityName: 'appLaunch',
    platformData: {
      browserName: expect.any(String),
      platformName: expect.any(String),
      browserVersion: expect.any(String),
      isMobile: expect.any(Boolean),
      isCapacitor: false,
      hasTouch: expect.any(Boolean),
    },
  });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null), { timeout: 15_000 })
    .toBe(`${site.stack.shellUrl}/sw.js`);
  const shellScripts = await Promise.all(scripts.filter((url) => url.startsWith(site.stack.shellUrl)).map(async (url) => (await page.request.get(url)).text()));
  expect(shellScripts.some((code) => code.includes('identitytoolkit'))).toBe(false);
  // Moving around does not report a second launch.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Install Clipyard' }).click();
  await page.waitForTimeout(300);
  expect(activities).toHaveLength(1);
});
