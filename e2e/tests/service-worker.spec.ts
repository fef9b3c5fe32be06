import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_BUILDS, ROOT } from '../support/stack-lib';
import { expect, test, type Page } from '../support/stack';

/**
 * The Workbox service worker in real Chromium, step by step (SPEC section 4, ADR 0101): registered, then cached on
 * the first install; updated (and the page reloads itself) when a controller exists; on localhost unregistered when
 * /sw.js is missing or not JavaScript; the shell's files precached; remotes.json, manifests and remote entries network
 * first, so a redeployed remote is never served stale; the bilingual offline page when the network is gone.
 */
test.use({ serviceWorkers: 'allow' });

const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const folders: string[] = [];

/** A copy of the shell's build the test may change (the shell's own dist stays untouched). */
function shellCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clipyard-sw-'));
  cpSync(SHELL_DIST, dir, { recursive: true });
  folders.push(dir);
  return dir;
}

test.afterEach(async ({ site }) => {
  site.stack.web.servers.shell.setRoot(SHELL_DIST);
  site.stack.web.servers.shell.setDown(false);
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const swStep = (page: Page) => page.locator('html');

async function registrationCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/** First visit: the worker installs (precaching the shell) and takes control of the page. */
async function installed(page: Page, open: () => Promise<void>): Promise<void> {
  await open();
  await expect(swStep(page)).toHaveAttribute('data-service-worker', 'cached', { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}

test('first install: registered, then cached; the shell files are precached and the worker controls the page', async ({ page, site }) => {
  await installed(page, () => site.open(page, '/'));
  // What works offline, exactly (ADR 0123).
  await expect(page.getByText('Clipyard now opens the pages you visit here even offline, showing what you saw last. Likes, comments and uploads need a connection.')).toBeVisible();
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    if (!precache) return { names, urls: [] as string[] };
    const cache = await caches.open(precache);
    return { names, urls: (await cache.keys()).map((request) => new URL(request.url).pathname) };
  });
  expect(precached.urls).toEqual(expect.arrayContaining(['/offline.html']));
  expect(precached.urls.some((url) => /^\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  // Never precached: per-page HTML and the files that name the current versions.
  expect(precached.urls).not.toEqual(expect.arrayContaining(['/index.html']));
  expect(precached.urls.filter((url) => /remotes\.json|mf-manifest|sw\.js/.test(url))).toEqual([]);
  expect(await registrationCount(page)).toBe(1);
});

test('an update while a controller exists: updated, and the page reloads itself', async ({ page, site }) => {
  const dir = shellCopy();
  site.stack.web.servers.shell.setRoot(dir);
  await installed(page, () => site.open(page, '/'));
  await page.evaluate(() => {
    const w = window as { __beforeUpdate?: boolean; __firstWorker?: ServiceWorker | null };
    w.__beforeUpdate = true;
    w.__firstWorker = navigator.serviceWorker.controller;
  });

  // A new deployment of the shell: sw.js changes by one byte.
  appendFileSync(path.join(dir, 'sw.js'), '\n// next deployment\n');
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  // An update() joins a check already in flight (the navigation's own, which may have read the old sw.js): ask
  // again until the registration has found the new worker (installing, installed and waiting, or already active: it
  // skips waiting, and the page reloads itself once the new worker controls it); update() resolves once a found
  // worker is the registration's installing one.
  let found = false;
  for (let attempt = 0; attempt < 10 && !found; attempt++) {
    found = await page
      .evaluate(async () => {
        const w = window as { __beforeUpdate?: boolean; __firstWorker?: ServiceWorker | null };
        if (!w.__beforeUpdate) return true; // already the reloaded page
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
        return Boolean(registration?.installing ?? registration?.waiting) || registration?.active !== w.__firstWorker;
      })
      .catch(() => true); // the page is reloading under us: that is the success case
  }
  expect(found).toBe(true);
  await reloaded;
  await expect(page.getByTestId('brand')).toBeVisible();
  expect(await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
  expect(await registrationCount(page)).toBe(1);
});

test('on localhost a missing /sw.js (404) unregisters the worker', async ({ page, site, consoleErrors }) => {
  // The worker file is removed on purpose: the shell's check of it is answered 404, which the browser logs.
  consoleErrors.allow(/status of 404 .* @ http:\/\/localhost:\d+\/sw\.js$/);
  const dir = shellCopy();
  site.stack.web.servers.shell.setRoot(dir);
  await installed(page, () => site.open(page, '/'));
  rmSync(path.join(dir, 'sw.js'));
  await page.reload();
  await expect(swStep(page)).toHaveAttribute('data-service-worker', 'unregistered', { timeout: 15_000 });
  expect(await registrationCount(page)).toBe(0);
});

test('on localhost a /sw.js that is not JavaScript (an HTML page) unregisters the worker', async ({ page, site, consoleErrors }) => {
  // The worker file is replaced on purpose: the server answers the browser's own update check of it with a 404.
  consoleErrors.allow(/status of 404 .* @ http:\/\/localhost:\d+\/sw\.js$/);
  const dir = shellCopy();
  site.stack.web.servers.shell.setRoot(dir);
  await installed(page, () => site.open(page, '/'));
  // A server that answers every path with a page: /sw.js comes back as text/html.
  rmSync(path.join(dir, 'sw.js'));
  mkdirSync(path.join(dir, 'sw.js'));
  writeFileSync(path.join(dir, 'sw.js', 'index.html'), '<!doctype html><title>Clipyard</title>');
  await page.reload();
  await expect(swStep(page)).toHaveAttribute('data-service-worker', 'unregistered', { timeout: 15_000 });
  expect(await registrationCount(page)).toBe(0);
});

test('remotes.json, manifests and entries are network first: a redeployed remote is never served stale', async ({ page, site }) => {
  await installed(page, () => site.open(page, '/overview'));
  // Under the worker's control now: the remote's manifest and entry go through its network-first route.
  await page.reload();
  await expect(page.locator('[data-remote="mfe_streamer"]')).toBeVisible();
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('clipyard-remote-entries');
    return (await cache.keys()).map((request) => request.url);
  });
  expect(cached.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  await expect(page.getByTestId('build-label-mfe_streamer')).toHaveCount(0);

  // The streamer team redeploys at the same address: the next load shows the new build, not the cached one.
  site.remoteServer('mfe_streamer').setRoot(path.join(E2E_BUILDS, 'mfe-streamer-v2'));
  try {
    await page.reload();
    await expect(page.getByTestId('build-label-mfe_streamer')).toHaveText('mfe_streamer v2');
  } finally {
    site.remoteServer('mfe_streamer').setRoot(path.join(ROOT, 'mfe-streamer', 'dist'));
  }
});

test('without a network a page never opened here gets the offline page, in the chosen language', async ({ page, site, consoleErrors }) => {
  // The site's server is taken down on purpose: the browser's own request for the offline page's icon finds nobody.
  consoleErrors.allow(/ERR_EMPTY_RESPONSE @ http:\/\/localhost:\d+\/favicon\.ico$/);
  await installed(page, () => site.open(page, '/'));
  site.stack.web.servers.shell.setDown(true);
  // A page opened before opens from the worker's copy (ADR 0123, offline-reload.spec.ts); /license never was.
  await page.goto(`${site.stack.shellUrl}/license`);
  const english = page.locator('main[data-language="en-US"]');
  await expect(english).toBeVisible();
  await expect(english.getByRole('heading')).toHaveText('You are offline');
  await expect(page.locator('main[data-language="ja"]')).toBeHidden();

  await page.evaluate(() => localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja'));
  await page.goto(`${site.stack.shellUrl}/search`);
  await expect(page.locator('main[data-language="ja"]').getByRole('heading')).toHaveText('オフラインです');
  await expect(page.locator('main[data-language="ja"]').getByRole('button')).toHaveText('再試行');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // Back online: "Try again" loads the site.
  site.stack.web.servers.shell.setDown(false);
  await page.locator('main[data-language="ja"]').getByRole('button').click();
  await expect(page.getByTestId('brand')).toBeVisible();
});
