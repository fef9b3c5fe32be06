import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { callApi, createUser, uniqueName, type TestUser } from './support/api';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * The studio and the moderation queue through the composed site. Becoming a streamer takes the Twitch OAuth flow
 * and becoming an admin takes the operator tool on the server's database (there is no API for it, on purpose), so
 * this file runs its own API on a PGlite folder, wired to a local fake Twitch: the API is stopped once to grant
 * the admin flag with `admin-cli.ts`, as an operator would, and started again on the same data.
 */
let own: OwnApi;
let api: ApiServer;
let dataDir: string;
let streamer: TestUser;
let channelLogin: string;
let admin: TestUser;
let reporter: TestUser;
let commentText: string;
let clipId: string;
let bulkIds: string[];

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-studio-'));
  own = await startOwnApi(stack, dataDir);
  api = own.api;

  // A streamer with one published clip, a comment on it and a report of that comment.
  streamer = await createUser(stack, api.url, 'st_');
  channelLogin = uniqueName('chan_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  const submit = async (clipTitle: string) =>
    (
      await callApi<{ internalClipId: string }>(
        api.url,
        'client/userSubmission/submitClip',
        { clipUrl: own.videoUrl, channelLogin, clipTitle },
        streamer.idToken,
      )
    ).internalClipId;
  clipId = await submit('Studio journey clip');
  bulkIds = [await submit('Bulk one'), await submit('Bulk two')];
  // A clip still encoding is visible to its streamer and submitter only (others get 404): ask as the streamer.
  for (const id of [clipId, ...bulkIds]) {
    await expect
      .poll(async () => (await callApi<{ status: string }>(api.url, 'client/userSubmission/clipEncodeStatus', { internalClipId: id }, streamer.idToken)).status, {
        timeout: 120_000,
      })
      .toBe('ready');
  }
  const commenter = await createUser(stack, api.url, 'cm_');
  commentText = `Rude words ${uniqueName('')}`;
  await callApi(api.url, 'client/clipComment/submitComment', { internalClipId: clipId, commentText }, commenter.idToken);
  reporter = await createUser(stack, api.url, 'rp_');
  await callApi(api.url, 'client/report/reportComment', { internalClipId: clipId, commentText, commenterUserName: commenter.username, reason: 'insulting' }, reporter.idToken);

  // The admin: registered through the API, then granted by the operator tool while the API is stopped.
  admin = await createUser(stack, api.url, 'ad_');
  await own.grantAdmin(admin);
  api = own.api;
});

test.afterAll(async () => {
  await own?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a streamer adds a tip link and asks for approval in the page editor; the channel page shows it; a viewer’s submission becomes a request the streamer approves', async ({ page, site }) => {
  test.setTimeout(180_000);
  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/pageEditor');
  await expect(page.getByRole('heading', { name: 'Page editor' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Speedruns every Friday');
  await page.getByRole('button', { name: 'Add a tip link' }).click();
  await page.getByRole('textbox', { name: 'Tip address' }).fill('http://ko-fi.com/e2e');
  await page.getByRole('radio', { name: /^Approval/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  // Plain http is refused before anything is sent, with the field's message.
  await expect(page.getByText('A tip link must be a full https:// address, such as https://ko-fi.com/yourname.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tip address' }).fill('https://ko-fi.com/e2e');
  const preview = page.getByRole('complementary', { name: 'Preview of your channel page' });
  await expect(preview).toContainText('Ko-fi');
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="page-editor-heading"]');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Channel page saved')).toBeVisible();

  await preview.getByRole('link', { name: 'Open your channel page' }).click();
  await expect(page).toHaveURL(new RegExp(`/${channelLogin}$`));
  const tips = page.getByRole('navigation', { name: 'Support this channel' });
  await expect(tips.getByRole('link', { name: 'Ko-fi' })).toHaveAttribute('href', 'https://ko-fi.com/e2e');
  await expect(page.getByText('Speedruns every Friday')).toBeVisible();
  const { channelProfile } = await callApi<{ channelProfile: { requestPolicy: string } }>(api.url, 'client/channel/getChannelProfile', { channelLogin });
  expect(channelProfile.requestPolicy).toBe('approval');

  // The clip manager lists the channel's clip with its status.
  await site.open(page, '/streamer/clips');
  await expect(page.getByTestId('managed-clip').filter({ hasText: 'Studio journey clip' })).toContainText('Published');

  // The overview draws the channel's numbers.
  await site.open(page, '/overview');
  const views = page.getByRole('figure', { name: 'Views and likes per day' });
  // The charts are a chunk of their own, loaded on demand (MUI X Charts): slow on a busy machine.
  await expect(views.locator('svg').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('figure', { name: 'Top clips by views' })).toContainText('Studio journey clip');
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="overview-heading"]');

  // Last, since its clip encodes in the background: the policy saved in the editor is the one the server applies,
  // so a viewer's submission becomes a request, which the streamer approves from the studio.
  const viewer = await createUser(site.stack, api.url, 'vw_');
  const requestTitle = `Viewer request ${uniqueName('')}`;
  const submitted = await callApi<{ internalClipId: string; requestId: string | null }>(
    api.url,
    'client/userSubmission/submitClip',
    { clipUrl: own.videoUrl, channelLogin, clipTitle: requestTitle },
    viewer.idToken,
  );
  expect(submitted.requestId).not.toBeNull();
  await site.open(page, '/streamer/requests');
  const request = page.getByTestId('clip-request').filter({ hasText: requestTitle });
  await expect(request).toContainText(`Submitted by ${viewer.username}`);
  await request.getByRole('button', { name: `Approve ${requestTitle}` }).click();
  // Shown at once with an undo, sent when the undo window ends (ADR 0121).
  const decidedTile = page.getByTestId('clip-request-decided').filter({ hasText: `Approved “${requestTitle}”` });
  await expect(decidedTile).toBeVisible();
  await expect(request).toHaveCount(0);
  await expect(decidedTile).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  const decided = await callApi<{ clipRequestList: Array<{ requestId: string }> }>(api.url, 'client/clipRequests/getAllClipRequests', { status: 'approved' }, streamer.idToken);
  expect(decided.clipRequestList.map((r) => r.requestId)).toContain(submitted.requestId);
});

test('bulk delete in the clip manager removes two clips and their media', async ({ page, site }) => {
  test.setTimeout(120_000);
  const mediaUrl = (id: string) => `${api.url}media/clips/${channelLogin}/${id}-source.mp4`;
  for (const id of bulkIds) expect((await fetch(mediaUrl(id))).status).toBe(200);
  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/clips');
  await page.getByRole('checkbox', { name: 'Select Bulk one' }).check();
  await page.getByRole('checkbox', { name: 'Select Bulk two' }).check();
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="clip-manager-heading"]');
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page.getByRole('dialog', { name: 'Delete 2 clips?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted 2 clips')).toBeVisible();
  await expect(page.getByTestId('managed-clip').filter({ hasText: /Bulk (one|two)/ })).toHaveCount(0);
  await expect(page.getByTestId('managed-clip').filter({ hasText: 'Studio journey clip' })).toHaveCount(1);
  for (const id of bulkIds) expect((await fetch(mediaUrl(id))).status).toBe(404);
});

test('a signed-in user who is not an admin is refused the moderation queue', async ({ page, site }) => {
  await logInThroughUi(page, site, reporter);
  await site.open(page, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Only moderators can open this page' })).toBeVisible();
  await expect(page.getByTestId('report-group')).toHaveCount(0);
});

test('an admin finds the reported comment in the queue and removes it', async ({ page, site }) => {
  test.setTimeout(120_000);
  await logInThroughUi(page, site, admin);
  await site.open(page, '/menu');
  await page.getByRole('navigation', { name: 'Moderation' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const group = page.getByTestId('report-group').filter({ hasText: commentText });
  await expect(group).toContainText(`Comment by`);
  await expect(group).toContainText('insulting');
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="reports-heading"]');
  await group.getByRole('button', { name: 'Remove comment' }).click();
  await page.getByRole('dialog', { name: 'Remove this comment?' }).getByRole('button', { name: 'Remove comment' }).click();
  await expect(page.getByText('Comment removed')).toBeVisible();
  await expect(group).toHaveCount(0);

  const { commentList } = await callApi<{ commentList: { commentText: string }[] }>(api.url, 'client/clipComment/getClipComments', { internalClipId: clipId });
  expect(commentList.map((c) => c.commentText)).not.toContain(commentText);
  const { reportGroupList } = await callApi<{ reportGroupList: unknown[] }>(api.url, 'client/admin/getReportGroups', {}, admin.idToken);
  expect(reportGroupList).toEqual([]);
});
