import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/stack';
import { createUser, uniqueName } from './support/api';
import { writeSmallVideo } from './support/clip-upload';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 4: a clip uploaded on /upload becomes playable in the site. The file path needs no fetch by the API (the
 * stack's API refuses loopback URLs as unsafe), so this journey uploads a small generated mp4 over tus, follows the
 * encode on the page, then plays the clip on its own page.
 */
let videoDir: string;
let videoFile: string;

test.beforeAll(() => {
  videoDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-upload-'));
  videoFile = path.join(videoDir, 'upload.mp4');
  writeSmallVideo(videoFile);
});

test.afterAll(() => {
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
});

test('signed out, /upload asks to sign in', async ({ page, site }) => {
  await site.open(page, '/upload');
  await expect(page.getByRole('heading', { name: 'Log in to submit clips' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
});

test('a signed-in user uploads a file on /upload and watches it play on the clip page', async ({ page, site }) => {
  test.setTimeout(240_000);
  const user = await createUser(site.stack, site.stack.apiUrl, 'up_');
  const channelLogin = uniqueName('upch_').toLowerCase();
  const title = `Uploaded ${uniqueName('')}`;

  await logInThroughUi(page, site, user);
  await site.open(page, '/upload');
  await expect(page.getByRole('heading', { name: 'Submit a clip' })).toBeVisible();

  // The URL mode checks the address before anything is sent.
  await page.getByRole('button', { name: 'Submit clip' }).click();
  await expect(page.getByText('Empty input detected')).toBeVisible();

  await page.getByRole('tab', { name: 'Upload a file' }).click();
  // The form is usable with assistive tech (this screen's area; the shell has its own check).
  await expectNoSeriousAxeViolations(page, 'section[aria-labelledby="upload-heading"]');
  await page.getByLabel('Video file').setInputFiles(videoFile);
  await expect(page.getByText('upload.mp4')).toBeVisible();
  await page.getByRole('combobox', { name: 'Channel', exact: true }).fill(channelLogin);
  await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Submit clip' }).click();

  await expect(page.getByText('Clip submitted')).toBeVisible({ timeout: 60_000 });
  const steps = page.getByRole('list', { name: 'Encoding steps' });
  await expect(steps).toBeVisible();
  // The playable source first (a remux or a quick encode), then the link to the clip page.
  await expect(page.getByTestId('encode-task-source')).toHaveAttribute('data-state', 'done', { timeout: 150_000 });
  const watch = page.getByRole('link', { name: 'Watch the clip' });
  await expect(watch).toBeVisible();
  await watch.click();

  await expect(page).toHaveURL(new RegExp(`/${channelLogin}/clip/[^/]+$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const video = page.getByTestId('clip-video');
  await expect(video).toHaveAttribute('src', new RegExp(`/media/clips/${channelLogin}/[^/]+-(av1\\.mkv|x265\\.mp4|source\\.mp4)\\?version=\\d+$`));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.error ? -1 : v.currentTime)), { timeout: 15_000 }).toBeGreaterThan(0.3);
});

test('a file that is not a video is refused with its own message, not a generic failure', async ({ page, site, consoleErrors }) => {
  // On purpose: the API refuses the bytes (422) once the last one arrives over tus, and the browser logs that answer.
  consoleErrors.allow(/Failed to load resource: the server responded with a status of 422 .*@ \S+\/uploads\//);
  const user = await createUser(site.stack, site.stack.apiUrl, 'upx_');
  const notVideo = path.join(videoDir, 'notes.mp4');
  // Named like a video: the server checks the bytes, after the last one arrives over tus.
  writeFileSync(notVideo, 'plain text pretending to be a video\n'.repeat(200));

  await logInThroughUi(page, site, user);
  await site.open(page, '/upload');
  await page.getByRole('tab', { name: 'Upload a file' }).click();
  await page.getByLabel('Video file').setInputFiles(notVideo);
  await page.getByRole('combobox', { name: 'Channel', exact: true }).fill(uniqueName('upxch_').toLowerCase());
  await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill('Not a video at all');
  await page.getByRole('button', { name: 'Submit clip' }).click();

  // The server's MEDIA_INVALID, in the page's language (errors namespace, shared/src/i18n/errors.en-US.ts).
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a video we can play.' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('The upload failed.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit clip' })).toBeEnabled();
});
