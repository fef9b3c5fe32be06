import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { askForApproval, callApi, createUser, uniqueName } from './support/api';
import { submitUploadedClip, writeSmallVideo } from './support/clip-upload';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 23, creator tools, as streamers and viewers meet them: who may submit clips to a channel (item 4, ADR 0143),
 * choosing a clip's thumbnail (item 2, ADR 0144) and cutting the clip from the file (item 1, ADR 0145). Becoming a streamer and submitting by URL need this file's own
 * API (as my-submissions.spec.ts does).
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

test.describe('who may submit', () => {
  // The refusal is the server's 403 to submitClip, which the browser logs: caused on purpose here.
  test.use({ allowedConsoleErrors: { patterns: [/status of 403 \(Forbidden\) @ http:\/\/localhost:\d+\/client\/userSubmission\/submitClip$/] } });

  test('a followers-only channel refuses a viewer who does not follow it, and takes their clip once they do (issue 23 item 4)', async ({ page, site, browser }) => {
    test.setTimeout(240_000);
    const stack = site.stack;
    const streamer = await createUser(stack, api.url, 'fo_st_');
    const channelLogin = uniqueName('fonly_').toLowerCase();
    await own.connectChannel(streamer, channelLogin);

    // The streamer opens the channel to followers only, in the page editor.
    const streamerContext = await browser.newContext();
    try {
      const studio = await streamerContext.newPage();
      await logInThroughUi(studio, site, streamer);
      await site.open(studio, '/streamer/pageEditor');
      const who = studio.getByRole('radiogroup', { name: 'Who may submit clips' });
      await who.getByRole('radio', { name: 'Followers only' }).check();
      await expect(studio.getByTestId('preview-submit-who')).toHaveText('Followers may submit clips.');
      await expectNoSeriousAxeViolations(studio, '[aria-labelledby="page-editor-heading"]');
      await studio.getByRole('button', { name: 'Save' }).click();
      await expect(studio.getByText('Channel page saved')).toBeVisible();
    } finally {
      await streamerContext.close();
    }

    // A viewer reads the rule on the channel page and tries anyway: refused, in words that say what to do.
    const viewer = await createUser(stack, api.url, 'fo_vw_');
    const title = `For the fans ${uniqueName('')}`;
    await logInThroughUi(page, site, viewer);
    const submitFromChannelPage = async () => {
      await site.open(page, `/${channelLogin}`);
      await expect(page.getByTestId('submit-rule')).toHaveText('Followers of this channel can submit clips to it. The streamer reviews each clip before it is published.');
      await page.getByRole('link', { name: 'Submit a clip' }).click();
      await expect(page).toHaveURL(new RegExp(`/upload\\?channel=${channelLogin}$`));
      await expect(page.getByRole('combobox', { name: 'Channel', exact: true })).toHaveValue(channelLogin);
      await page.getByRole('textbox', { name: 'Clip URL' }).fill(own.videoUrl);
      await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill(title);
      await page.getByRole('button', { name: 'Submit clip' }).click();
    };
    await submitFromChannelPage();
    await expect(page.getByText('Only followers of this channel can submit clips to it. Follow the channel, then submit again.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[aria-labelledby="upload-heading"]');

    // The refusal leads back to the channel; they follow it (the server has it before they go on) and submit again.
    await page.getByRole('link', { name: 'Open the channel page' }).click();
    await expect(page).toHaveURL(new RegExp(`/${channelLogin}$`));
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => (await callApi<{ channelProfile: { followerCount: number } }>(api.url, 'client/channel/getChannelProfile', { channelLogin }, viewer.idToken)).channelProfile.followerCount)
      .toBe(1);
    await submitFromChannelPage();
    await expect(page.getByText('Waiting for the streamer')).toBeVisible({ timeout: 30_000 });
    // One submission reached the channel: the refused try stored nothing.
    const mine = await callApi<{ submissionList: Array<{ clipTitle: string; channelLogin: string }> }>(api.url, 'client/userSubmission/getMySubmissions', { limit: 10 }, viewer.idToken);
    expect(mine.submissionList.map((s) => [s.channelLogin, s.clipTitle])).toEqual([[channelLogin, title]]);
  });
});

test('a streamer uploads a clip, trims it to 8 s, picks its third candidate frame as the thumbnail, and the clip page plays 8 s under the new picture', async ({ page, site }) => {
  test.setTimeout(240_000);
  const streamer = await createUser(site.stack, api.url, 'th_st_');
  const channelLogin = uniqueName('thumb_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  const title = `Thumbnail ${uniqueName('')}`;
  const videoDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-thumb-'));
  const videoFile = path.join(videoDir, 'mine.mp4');
  writeSmallVideo(videoFile, 12);
  try {
    // The streamer uploads to their own channel (the form starts with it): published at once.
    await logInThroughUi(page, site, streamer);
    await site.open(page, '/upload');
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    await page.getByLabel('Video file').setInputFiles(videoFile);
    await expect(page.getByRole('combobox', { name: 'Channel', exact: true })).toHaveValue(channelLogin);

    // The clip editor opens on the whole 12 s; the keyboard cuts it to 0:02–0:10 (Shift+arrows move a second).
    const editor = page.getByRole('group', { name: 'Cut the clip' });
    await expect(editor.getByTestId('trim-summary')).toHaveText('From 0:00.00 to 0:12.00 · 12.00 s');
    const start = editor.getByRole('slider', { name: 'Start of the clip' });
    await start.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    const end = editor.getByRole('slider', { name: 'End of the clip' });
    await end.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(editor.getByTestId('trim-summary')).toHaveText('From 0:02.00 to 0:10.00 · 8.00 s');
    await expect(end).toHaveAttribute('aria-valuetext', '0:10.00');
    await expectNoSeriousAxeViolations(page, '[aria-labelledby="upload-heading"]');
    await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Submit clip' }).click();
    await expect(page.getByText('Clip submitted')).toBeVisible({ timeout: 60_000 });
  } finally {
    rmSync(videoDir, { recursive: true, force: true });
  }

  // Once the first thumbnail is made, the streamer may choose another. The strip of candidates is one image.
  const strip = page.waitForResponse((response) => response.url().includes('-frames.webp'), { timeout: 150_000 });
  await page.getByRole('button', { name: 'Choose the thumbnail' }).click({ timeout: 150_000 });
  const dialog = page.getByRole('dialog', { name: `Thumbnail of “${title}”` });
  await expect(dialog.getByTestId('thumbnail-current-note')).toHaveText('The frame at 0:01.0.');
  expect((await strip).status()).toBe(200);
  const frames = dialog.getByTestId('thumbnail-frame');
  await expect(frames).toHaveCount(6);
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  const third = frames.nth(2);
  const moment = ((await third.getAttribute('aria-label')) ?? '').replace('Frame at ', '');
  // Keyboard: the frames are buttons in the tab order.
  await third.focus();
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Use this frame' }).click();
  // The encode workers make it; the dialog says when the new picture is there.
  await expect(page.getByText('Thumbnail updated')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId('thumbnail-current-note')).toHaveText(`The frame at ${moment}.`);
  await expect(dialog.getByRole('img', { name: `The current thumbnail of “${title}”` })).toHaveAttribute('src', /version=2/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Everyone's clip page shows the new picture, under its new address.
  await page.getByRole('link', { name: 'Watch the clip' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const internalClipId = page.url().split('/').pop()!;
  const { clipList } = await callApi<{ clipList: Array<{ mediaVersion: number }> }>(api.url, 'client/videoListing/fetchClipsById', { internalClipIdList: [internalClipId] });
  expect(clipList[0]?.mediaVersion).toBe(2);
  const player = page.locator('video');
  await expect(player).toHaveAttribute('poster', new RegExp(`${internalClipId}\\.(webp|avif)\\?version=2`));
  // The clip is the 8 seconds chosen, as the player reads it (within a frame).
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 30_000 }).toBeGreaterThan(8 - 0.05);
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeLessThan(8 + 0.05);
});

test('a viewer trims the clip they send to a channel that reviews requests; the streamer previews the 8 s, widens it to 10 s from the original in review, approves, and the clip page plays the 10 s', async ({ page, site, browser }) => {
  test.setTimeout(420_000);
  const streamer = await createUser(site.stack, api.url, 'tr_st_');
  const channelLogin = uniqueName('trim_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  await askForApproval(api.url, streamer, channelLogin, '');
  const viewer = await createUser(site.stack, api.url, 'tr_vw_');
  const title = `Trimmed request ${uniqueName('')}`;
  const videoDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-trim-'));
  const videoFile = path.join(videoDir, 'moment.mp4');
  writeSmallVideo(videoFile, 12);
  try {
    // The viewer sends the part they mean: 0:03 to 0:11 of the 12 s, set with the keyboard.
    await logInThroughUi(page, site, viewer);
    await site.open(page, '/upload');
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    await page.getByLabel('Video file').setInputFiles(videoFile);
    const editor = page.getByRole('group', { name: 'Cut the clip' });
    await expect(editor.getByTestId('trim-summary')).toHaveText('From 0:00.00 to 0:12.00 · 12.00 s');
    await editor.getByRole('slider', { name: 'Start of the clip' }).focus();
    for (let n = 0; n < 3; n += 1) await page.keyboard.press('Shift+ArrowRight');
    await editor.getByRole('slider', { name: 'End of the clip' }).focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(editor.getByTestId('trim-summary')).toHaveText('From 0:03.00 to 0:11.00 · 8.00 s');
    await page.getByRole('combobox', { name: 'Channel', exact: true }).fill(channelLogin);
    await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Submit clip' }).click();
    await expect(page.getByText('Waiting for the streamer')).toBeVisible({ timeout: 60_000 });
  } finally {
    rmSync(videoDir, { recursive: true, force: true });
  }

  // The streamer, in a browser of their own, watches the request's preview: the 8 s sent, not the 12 s file.
  const streamerContext = await browser.newContext();
  const streamerPage = await streamerContext.newPage();
  try {
    await logInThroughUi(streamerPage, site, streamer);
    await site.open(streamerPage, '/streamer/requests');
    const item = streamerPage.getByTestId('clip-request').filter({ hasText: title });
    await expect(item).toContainText(`Submitted by ${viewer.username}`, { timeout: 150_000 });
    const preview = item.getByLabel(`Preview of ${title}`);
    // Until the source job has cut the upload the card says the video is being processed; it shows the preview by
    // itself once the cut is made (no reload).
    await expect(preview).toBeVisible({ timeout: 150_000 });
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 30_000 }).toBeGreaterThan(8 - 0.05);
    expect(await preview.evaluate((video: HTMLVideoElement) => video.duration)).toBeLessThan(8 + 0.05);

    // Trim in review (ADR 0145 second addendum): the editor opens over the viewer's whole 12 s upload with their cut
    // chosen; the streamer starts it two seconds earlier, and the request becomes the 10 s.
    const trim = item.getByRole('button', { name: `Trim “${title}”` });
    await trim.click();
    const dialog = streamerPage.getByRole('dialog', { name: `Trim “${title}”` });
    await expect(dialog.getByTestId('submitter-cut')).toHaveText('The submitter’s cut: 0:03.00 – 0:11.00 (marked on the timeline)');
    await expect(dialog.getByTestId('trim-summary')).toHaveText('From 0:03.00 to 0:11.00 · 8.00 s', { timeout: 30_000 });
    expect(await dialog.getByLabel('The chosen video').evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(12 - 0.05);
    await dialog.getByRole('slider', { name: 'Start of the clip' }).focus();
    for (let n = 0; n < 2; n += 1) await streamerPage.keyboard.press('Shift+ArrowLeft');
    await expect(dialog.getByTestId('trim-summary')).toHaveText('From 0:01.00 to 0:11.00 · 10.00 s');
    await expectNoSeriousAxeViolations(streamerPage, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Save the new cut' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Clip trimmed' })).toBeVisible({ timeout: 150_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trim).toBeFocused();
    // The card reads the request again: its preview is the new cut.
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 60_000 }).toBeGreaterThan(10 - 0.05);
    expect(await preview.evaluate((video: HTMLVideoElement) => video.duration)).toBeLessThan(10 + 0.05);
    await item.getByRole('button', { name: `Approve ${title}` }).click();
    const decided = streamerPage.getByTestId('clip-request-decided').filter({ hasText: `Approved “${title}”` });
    await expect(decided).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  } finally {
    await streamerContext.close();
  }

  // The viewer's clip, now public, plays the streamer's 10 s on its page.
  const { submissionList } = await callApi<{ submissionList: Array<{ internalClipId: string; clipTitle: string; state: string }> }>(
    api.url,
    'client/userSubmission/getMySubmissions',
    {},
    viewer.idToken,
  );
  const mine = submissionList.find((submission) => submission.clipTitle === title);
  expect(mine?.state).toBe('approved');
  await site.open(page, `/${channelLogin}/clip/${mine!.internalClipId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const player = page.locator('video');
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 30_000 }).toBeGreaterThan(10 - 0.05);
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeLessThan(10 + 0.05);
});

test('a streamer drags the crop window of a vertical version into place and makes it; a viewer on a phone held upright gets it, a computer does not', async ({ page, site, browser }) => {
  test.setTimeout(240_000);
  const streamer = await createUser(site.stack, api.url, 'vt_st_');
  const channelLogin = uniqueName('vert_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  const title = `Vertical ${uniqueName('')}`;
  const internalClipId = await submitUploadedClip(api.url, streamer.idToken, channelLogin, title);

  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/clips');
  await page.getByRole('button', { name: `Make a vertical version of “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Vertical version of “${title}”` });
  const position = dialog.getByRole('slider', { name: 'Position' });
  await expect(position).toHaveAttribute('aria-valuetext', '50 %');
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');

  // A pointer drags the crop window a fifth of the frame to the right; the slider follows.
  const stage = (await dialog.getByRole('img', { name: 'The clip’s frame with the parts the vertical version keeps' }).boundingBox())!;
  const crop = (await dialog.getByTestId('stage-crop').boundingBox())!;
  await page.mouse.move(crop.x + crop.width / 2, crop.y + crop.height / 2);
  await page.mouse.down();
  await page.mouse.move(crop.x + crop.width / 2 + stage.width * 0.2, crop.y + crop.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(position).toHaveAttribute('aria-valuetext', /^(69|70|71) %$/);

  await dialog.getByRole('button', { name: 'Make vertical version' }).click();
  await expect(page.getByText('Vertical version ready')).toBeVisible({ timeout: 150_000 });
  const made = dialog.getByTestId('vertical-result');
  await expect.poll(() => made.evaluate((video: HTMLVideoElement) => `${video.videoWidth}x${video.videoHeight}`), { timeout: 30_000 }).toBe('1080x1920');
  await expect(dialog.getByRole('link', { name: 'Download vertical version' })).toHaveAttribute('href', new RegExp(`${internalClipId}-vertical\\.mp4\\?version=\\d+&download=1$`));

  // A phone held upright plays the vertical file on the clip page.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const phonePage = await phone.newPage();
    await site.open(phonePage, `/${channelLogin}/clip/${internalClipId}`);
    const video = phonePage.getByTestId('clip-video');
    await expect(video).toHaveAttribute('data-rendition', 'vertical', { timeout: 30_000 });
    await expect(video).toHaveAttribute('src', new RegExp(`${internalClipId}-vertical\\.mp4\\?version=\\d+$`));
    await video.evaluate((element: HTMLVideoElement) => element.load());
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => `${element.videoWidth}x${element.videoHeight}`), { timeout: 30_000 }).toBe('1080x1920');
    // Its box is 9:16 and fits the phone's width.
    const frame = (await video.boundingBox())!;
    expect(frame.width).toBeLessThanOrEqual(390);
    expect(frame.height / frame.width).toBeCloseTo(16 / 9, 1);
  } finally {
    await phone.close();
  }

  // A computer's window keeps the landscape clip.
  await site.open(page, `/${channelLogin}/clip/${internalClipId}`);
  await expect(page.getByTestId('clip-video')).toHaveAttribute('data-rendition', /^(source|x265|av1)$/, { timeout: 30_000 });
});

test('a streamer cuts a published clip again to 6 s: the clip page plays the new cut and the old address serves nothing', async ({ page, site }) => {
  test.setTimeout(240_000);
  const streamer = await createUser(site.stack, api.url, 'rc_st_');
  const channelLogin = uniqueName('recut_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  const title = `Recut ${uniqueName('')}`;
  const internalClipId = await submitUploadedClip(api.url, streamer.idToken, channelLogin, title, 12);
  const before = (await callApi<{ clipList: Array<{ mediaVersion: number }> }>(api.url, 'client/videoListing/fetchClipsById', { internalClipIdList: [internalClipId] })).clipList[0]!;
  const oldSource = new URL(`media/clips/${channelLogin}/${internalClipId}-source.mp4?version=${before.mediaVersion}`, api.url);
  expect((await fetch(oldSource, { method: 'HEAD' })).status).toBe(200);

  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/clips');
  await page.getByRole('button', { name: `Trim “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Trim “${title}”` });
  await expect(dialog.getByTestId('trim-summary')).toHaveText('From 0:00.00 to 0:12.00 · 12.00 s', { timeout: 30_000 });
  // The keyboard keeps 0:03–0:09 (Shift+arrows move a second).
  const start = dialog.getByRole('slider', { name: 'Start of the clip' });
  await start.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  const end = dialog.getByRole('slider', { name: 'End of the clip' });
  await end.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect(dialog.getByTestId('trim-summary')).toHaveText('From 0:03.00 to 0:09.00 · 6.00 s');
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save the new cut' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Clip trimmed' })).toBeVisible({ timeout: 150_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The old version's address no longer serves the part cut out.
  expect((await fetch(oldSource, { method: 'HEAD' })).status).toBe(404);
  // Everyone's clip page plays the 6 s kept (within a frame).
  await site.open(page, `/${channelLogin}/clip/${internalClipId}`);
  const player = page.getByTestId('clip-video');
  await expect(player).toHaveAttribute('src', /version=\d+$/);
  await player.evaluate((video: HTMLVideoElement) => video.load());
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.duration), { timeout: 30_000 }).toBeGreaterThan(6 - 0.05);
  expect(await player.evaluate((video: HTMLVideoElement) => video.duration)).toBeLessThan(6 + 0.05);
});
