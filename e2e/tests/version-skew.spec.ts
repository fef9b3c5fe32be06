import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SHELL_PLATFORM, SKEW_BUILDS } from '../support/global-setup';
import { hashTree } from '../support/hash-tree';
import { expect, test, type Site } from '../support/stack';
import { E2E_BUILDS, ROOT } from '../support/stack-lib';

/**
 * The platform team's suite (ADR 0104/0105): a remote built on its own schedule, against another release of the
 * platform (`@clipyard/shared`) than the deployed shell's (SHELL_PLATFORM, read from shared/package.json), is pointed
 * at by remotes.json on the running site. The variants are built once per run by the global setup
 * (support/global-setup.ts, SKEW_BUILDS), their versions counted from the shell's.
 */

// The service worker is not under test here: the page talks to the remotes' servers directly.
test.use({ serviceWorkers: 'block' });

const shellDist = path.join(ROOT, 'shell', 'dist');

/** The platform share a build's manifest declares: the version it was built with and the range it runs on. */
function platformShare(folder: string): { version: string; requiredVersion: string } {
  const manifest = JSON.parse(readFileSync(path.join(E2E_BUILDS, folder, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string; requiredVersion: string }[] };
  return manifest.shared.find((share) => share.name === '@clipyard/shared')!;
}

/** Serves one of the skew builds and points remotes.json's mfe_streamer at it; watches the page from here on. */
async function shipAsStreamer(site: Site, page: Page, folder: string) {
  const remote = await site.stack.serveFolder(path.join(E2E_BUILDS, folder), 5);
  site.setRemote('mfe_streamer', `${remote.url}/mf-manifest.json`);
  return { remote, seen: watch(page) };
}

/** Errors the page logged and scripts it requested. */
function watch(page: Page) {
  const errors: string[] = [];
  const crashes: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => crashes.push(error.message));
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  return { errors, crashes, scripts };
}

test('(a) a remote built against the previous platform minor runs in the current shell', async ({ page, site }) => {
  const { previous } = SKEW_BUILDS;
  expect(platformShare(previous.folder)).toMatchObject({ version: previous.version, requiredVersion: previous.range });
  const { seen } = await shipAsStreamer(site, page, previous.folder);

  await site.open(page, '/overview');
  await expect(page.getByTestId('build-label-mfe_streamer')).toHaveText(`mfe_streamer platform ${previous.version}`);
  await expect(page.locator('[data-remote="mfe_streamer"]')).toBeVisible();
  await expect(page.getByTestId('area-fallback')).toHaveCount(0);
  expect(seen.crashes).toEqual([]);
});

test('(b) a remote built against a newer platform minor runs; a call only that version knows fails gracefully', async ({ page, site }) => {
  const { newerMinor } = SKEW_BUILDS;
  expect(platformShare(newerMinor.folder)).toMatchObject({ version: newerMinor.version, requiredVersion: `^${SHELL_PLATFORM}` });
  const { seen } = await shipAsStreamer(site, page, newerMinor.folder);
  const apiCalls: string[] = [];
  page.on('request', (request) => request.url().startsWith(site.stack.apiUrl) && apiCalls.push(new URL(request.url()).pathname));

  await site.open(page, '/overview');
  await expect(page.getByTestId('build-label-mfe_streamer')).toHaveText(`mfe_streamer platform ${newerMinor.version}`);
  await expect(page.getByRole('heading', { name: 'Streamer insights' })).toBeVisible();
  await page.getByRole('button', { name: 'Load insights' }).click();
  // The shell's client has no entry for the next minor's call: the localized failure, nothing sent, nothing crashed.
  await expect(page.getByTestId('skew-error')).toHaveText('This needs a newer version of Clipyard. Reload the page to get it.');
  expect(apiCalls.filter((p) => p.includes('streamerInsights'))).toEqual([]);
  expect(seen.crashes).toEqual([]);
  // The page still works around the remote: the settings dialog opens and closes.
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-dialog')).toBeVisible();
  await page.getByTestId('settings-cancel').click();

  // The same in Japanese.
  await page.evaluate(() => localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja'));
  await page.reload();
  await page.getByRole('button', { name: 'インサイトを読み込む' }).click();
  await expect(page.getByTestId('skew-error')).toHaveText('この操作には新しいバージョンの Clipyard が必要です。ページを再読み込みしてください。');
});

test('(c) a remote requiring an incompatible platform major shows its fallback, never runs, and the rest of the site works', async ({ page, site, consoleErrors }) => {
  // The remote is built for another platform major on purpose: the shell logs why it refuses to run it.
  const refusal = `[remote] mfe_streamer needs platform @clipyard/shared@${SKEW_BUILDS.newerMajor.range} (built with ${SKEW_BUILDS.newerMajor.version}); this shell runs ${SHELL_PLATFORM}`;
  consoleErrors.allow(new RegExp(`^console\\.error: ${refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const { newerMajor } = SKEW_BUILDS;
  expect(platformShare(newerMajor.folder)).toMatchObject({ version: newerMajor.version, requiredVersion: newerMajor.range });
  const { remote, seen } = await shipAsStreamer(site, page, newerMajor.folder);

  await site.open(page, '/overview');
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-area', 'mfe_streamer');
  await expect(fallback).toContainText('This section needs a newer version of Clipyard');
  // The console names both versions.
  await expect
    .poll(() => seen.errors.find((text) => text.includes('needs platform')))
    .toBe(refusal);
  // None of its code ran: its entry never defined its container (the HTML host's <link rel=preload> may have
  // downloaded the entry, which does not run it) and none of its chunks was fetched.
  expect(await page.evaluate(() => 'mfe_streamer' in window)).toBe(false);
  expect(seen.scripts.filter((url) => url.startsWith(remote.url) && !url.includes('/remoteEntry.js'))).toEqual([]);
  expect(seen.crashes).toEqual([]);

  // The rest of the site works: another remote's page, through the menu.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.locator('[data-remote="mfe_clips"]')).toBeVisible();

  // Localized.
  await page.evaluate(() => localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja'));
  await page.goto(`${site.stack.shellUrl}/overview`);
  await expect(page.getByTestId('area-fallback')).toContainText('このセクションには新しいバージョンの Clipyard が必要です');
});

test('(d) a remote rebuilt to use an MUI component nobody else uses renders in the unchanged shell', async ({ page, site }) => {
  const { newerMinor } = SKEW_BUILDS;
  const shellBefore = hashTree(shellDist);
  // The shell's shared MUI does not hold Rating (it is in no app and not in the shared list): the remote brings its own.
  const shellScripts = readdirSync(shellDist).filter((name) => name.endsWith('.js'));
  expect(shellScripts.some((name) => readFileSync(path.join(shellDist, name), 'utf8').includes('MuiRating'))).toBe(false);
  const remoteScripts = readdirSync(path.join(E2E_BUILDS, newerMinor.folder)).filter((name) => name.endsWith('.js'));
  expect(remoteScripts.some((name) => readFileSync(path.join(E2E_BUILDS, newerMinor.folder, name), 'utf8').includes('MuiRating'))).toBe(true);

  const { seen } = await shipAsStreamer(site, page, newerMinor.folder);
  await site.open(page, '/overview');
  const rating = page.getByRole('img', { name: 'Your clips are rated 4 of 5' });
  await expect(rating).toBeVisible();
  // Rendered by MUI with the site's theme (the one emotion theme of the shared singletons), not unstyled markup.
  await expect(rating).toHaveClass(/MuiRating-root/);
  await expect(page.locator('.MuiRating-iconFilled')).toHaveCount(4);
  expect(seen.crashes).toEqual([]);
  expect(hashTree(shellDist)).toBe(shellBefore);
});

test('(e) a remote adds a top-level route in the routes.json it ships: the site serves it, the shell unchanged (ADR 0158)', async ({ page, site, consoleErrors }) => {
  // On purpose, before the remote ships: the page of a channel called "insights" is not found (the page and the call).
  consoleErrors.allow(/status of 404 \(Not Found\) @ \S+(\/insights|getChannelProfile\?input=%7B%22channelLogin%22%3A%22insights%22%7D)$/);
  const { newerMinor } = SKEW_BUILDS;
  const shellBefore = hashTree(shellDist);
  // Before: no remote declares /insights, so it reads as the page of a channel called "insights", which does not exist.
  expect((await page.request.get(`${site.stack.shellUrl}/insights`)).status()).toBe(404);
  await site.open(page, '/insights');
  await expect(page.locator('[data-remote="mfe_channels"]')).toBeVisible();

  const { seen } = await shipAsStreamer(site, page, newerMinor.folder);
  // The HTML host learnt it from the remote: its route table names it, the page is found, with the remote's title.
  const table = (await (await page.request.get(`${site.stack.shellUrl}/routes.json`)).json()) as { path: string; remote: string }[];
  expect(table.find((route) => route.path === '/insights')?.remote).toBe('mfe_streamer');
  const html = await page.request.get(`${site.stack.shellUrl}/insights`);
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('<title>Streamer insights · Clipyard</title>');
  // The browser routes to it: the remote's page inside the shell's layout.
  await site.open(page, '/insights');
  await expect(page.locator('[data-remote="mfe_streamer"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Streamer insights' })).toBeVisible();
  await expect(page.locator('[data-remote="mfe_channels"]')).toHaveCount(0);
  expect(seen.crashes).toEqual([]);
  // In Japanese, the host's head and the page.
  expect(await (await page.request.get(`${site.stack.shellUrl}/insights?lang=ja`)).text()).toContain('<title>配信者インサイト · Clipyard</title>');
  expect(hashTree(shellDist)).toBe(shellBefore);
});
