import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { callApi, createUser, uniqueName, type TestUser } from './support/api';
import { submitUploadedClip, writeSmallVideo } from './support/clip-upload';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 23 item 6 (ADR 0150): a streamer uploads a clip choosing its category; the frontpage's chip of that category
 * lists it and leaves out a clip without one; the clip page links the category, whose page lists the clip. Becoming
 * a streamer needs this file's own API (as creator-tools.spec.ts does).
 */
let own: OwnApi;
let api: ApiServer;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(180_000);
  own = await startOwnApi(stack, 'memory');
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
});

/** Waits (bounded) until the streamer's clip of this title is ready, and answers its id. */
async function readyClipId(streamer: TestUser, title: string): Promise<string> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const { clipList } = await callApi<{ clipList: Array<{ internalClipId: string; clipTitle: string; status: string }> }>(api.url, 'client/clipManage/getChannelClips', {}, streamer.idToken);
    const clip = clipList.find((c) => c.clipTitle === title);
    if (clip?.status === 'ready') return clip.internalClipId;
    if (clip?.status === 'failed' || Date.now() > deadline) throw new Error(`clip "${title}" is ${clip?.status ?? 'missing'}, not ready`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('a streamer uploads a Minecraft clip; the frontpage’s Minecraft chip shows it and not a clip without a category; the clip page links its category page', async ({ page, site }) => {
  test.setTimeout(300_000);
  const streamer = await createUser(site.stack, api.url, 'ca_st_');
  const channelLogin = uniqueName('cat_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  const title = `Creeper ambush ${uniqueName('')}`;
  const otherTitle = `Just talking ${uniqueName('')}`;
  const videoDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-category-'));
  const videoFile = path.join(videoDir, 'creeper.mp4');
  writeSmallVideo(videoFile, 6);
  try {
    await logInThroughUi(page, site, streamer);
    await site.open(page, '/upload');
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    await page.getByLabel('Video file').setInputFiles(videoFile);
    await page.getByRole('combobox', { name: 'Channel', exact: true }).fill(channelLogin);
    await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill(title);
    const category = page.getByLabel('Category (optional)');
    await expect(category).toBeEnabled();
    await category.selectOption({ label: 'Minecraft' });
    await expectNoSeriousAxeViolations(page, '[aria-labelledby="upload-heading"]');
    await page.getByRole('button', { name: 'Submit clip' }).click();
    await readyClipId(streamer, title);
  } finally {
    rmSync(videoDir, { recursive: true, force: true });
  }
  // A clip of the same channel without a category.
  await submitUploadedClip(api.url, streamer.idToken, channelLogin, otherTitle);

  // The frontpage: both clips, then only the Minecraft one once its chip is pressed; the address keeps the choice.
  await site.open(page, '/?sort=new&period=24h');
  await expect(page.getByRole('link', { name: otherTitle })).toBeVisible({ timeout: 30_000 });
  const chips = page.getByRole('group', { name: 'Filter by category' });
  const minecraft = chips.getByRole('button', { name: 'Minecraft' });
  await expect(minecraft).toHaveAttribute('aria-pressed', 'false');
  await minecraft.focus();
  await page.keyboard.press('Enter');
  await expect(minecraft).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]category=minecraft\b/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: otherTitle })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="frontpage-heading"]');

  // The clip page names its category as a link to the category's page, which lists the clip.
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Category: Minecraft' }).first().click();
  await expect(page).toHaveURL(/\/category\/minecraft(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minecraft' })).toBeVisible();
  await expect(page).toHaveTitle('Minecraft · Clipyard');
  await expect(page.getByRole('list', { name: 'Clips of Minecraft' }).getByRole('link', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: otherTitle })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="category-heading"]');
});
