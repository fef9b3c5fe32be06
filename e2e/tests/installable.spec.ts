import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/stack';

/**
 * The shell is an installable app (ADR 0102): Chromium's own installability check (DevTools protocol
 * Page.getInstallabilityErrors) finds nothing missing, and the manifest says what the issue asks for.
 */
test.use({ serviceWorkers: 'allow' });

/**
 * Playwright's contexts are off the record, which Chromium never offers to install ("in-incognito"): the check runs
 * in a persistent profile of the same Chromium, as a person's browser is.
 */
async function withPersistentProfile(launchOptions: object, run: (page: Page) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'clipyard-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, headless: true, serviceWorkers: 'allow' });
  try {
    await run(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

interface AppManifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

test('Chromium finds the shell installable: no installability errors, a valid manifest', async ({ site }, testInfo) => {
  await withPersistentProfile(testInfo.project.use.launchOptions ?? {}, (page) => checkInstallable(page, site.stack.shellUrl));
});

test('a Japanese page links the Japanese manifest: still installable, named and described in Japanese', async ({ site }, testInfo) => {
  await withPersistentProfile(testInfo.project.use.launchOptions ?? {}, async (page) => {
    await page.addInitScript(() => window.localStorage.setItem('APP_LANGUAGE_PREFERENCE', 'ja'));
    await page.goto(`${site.stack.shellUrl}/?lang=ja`);
    await expect(page.getByTestId('brand')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'cached', { timeout: 30_000 });
    const cdp = await page.context().newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${site.stack.shellUrl}/manifest.ja.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as AppManifest & { lang: string; description: string };
    expect(manifest).toMatchObject({ name: 'Clipyard', lang: 'ja', display: 'standalone', start_url: '/' });
    expect(manifest.description).toBe('ストリーマーのクリップを、日本語と英語で。');
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['フロントページ', '/'],
      ['クリップをアップロード', '/upload'],
    ]);
  });
});

async function checkInstallable(page: Page, shellUrl: string): Promise<void> {
  await page.goto(`${shellUrl}/`);
  await expect(page.getByTestId('brand')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'cached', { timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);

  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(`${shellUrl}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as AppManifest;
  expect(manifest).toMatchObject({ name: 'Clipyard', display: 'standalone', start_url: '/', theme_color: '#171717', background_color: '#171717' });
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/', '/upload']);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#171717');

  // Every PNG icon is served and really has the size the manifest claims (the IHDR width and height).
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const response = await page.request.get(`${shellUrl}${icon.src}`);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
}
