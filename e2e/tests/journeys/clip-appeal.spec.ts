import { expect, test, type Page } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { callApi, createUser, uniqueName, type TestUser } from './support/api';
import { startModerationCase, type ModerationCase } from './support/moderation-case';
import type { OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 22 item 2 (ADR 0132): report → review → hide with a public reason → the streamer sees the reason and appeals →
 * a moderator restores the clip. Each person as they see it: the moderator in /admin/reports, the streamer from the
 * bell to the clip page, a visitor who finds the clip gone and then back.
 *
 * An admin takes the operator tool, so this file runs its own API on a PGlite folder (as moderation-log.spec.ts does),
 * with the bell's poll lowered to 1 s.
 */
let own: OwnApi;
let api: ApiServer;
let cast: ModerationCase;
let admin: TestUser;
let streamer: TestUser;
let channelLogin: string;
let clipTitle: string;
let internalClipId: string;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  cast = await startModerationCase(stack, 'clip-appeal');
  ({ own, streamer, channelLogin, admin } = cast);
  api = own.api;
  clipTitle = `Appealed ${uniqueName('')}`;
  internalClipId = await own.submitReadyClip(streamer, channelLogin, clipTitle);
  const reporter = await createUser(stack, api.url, 'rp_');
  await callApi(api.url, 'client/report/reportClip', { internalClipId, reason: 'spoilers' }, reporter.idToken);
});

test.afterAll(async () => {
  await cast?.stop();
});

// A hidden clip answers as an unknown one (ADR 0045, 0132): 404 for its page and its chat and transcript, to the
// visitor, and to its streamer's reload until Firebase has restored them (the page then reads it again).
test.use({
  allowedConsoleErrors: {
    patterns: [/status of 404 \(Not Found\) @ http:\/\/localhost:\d+\/chan_\w+\/clip\/[\w-]+$/, /status of 404 \(Not Found\) @ http:\/\/localhost:\d+\/client\/(chat\/getClipChat|clipAudioTranscript\/getTranscript)(\?input=\S*)?$/],
  },
});

async function signOut(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('button', { name: `Account of ${user.username}` }).click();
  await page.getByTestId('header-sign-out').click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('report → review → hide with a public reason → the streamer reads it and appeals → a moderator restores the clip', async ({ page, site }) => {
  test.setTimeout(240_000);
  const publicReason = `Spoils the final ${uniqueName('')}`;
  const clipPath = `/${channelLogin}/clip/${internalClipId}`;

  // The moderator takes the report into review and hides the clip with a public reason.
  await logInThroughUi(page, site, admin);
  await site.open(page, '/admin/reports');
  const open = page.getByTestId('report-group').filter({ hasText: clipTitle });
  await open.getByRole('button', { name: 'Start review' }).click();
  await page.getByRole('tab', { name: 'In review' }).click();
  const group = page.getByTestId('report-group').filter({ hasText: clipTitle });
  await group.getByRole('button', { name: 'Hide clip' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide this clip?' });
  await hide.getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }).fill(publicReason);
  await hide.getByRole('button', { name: 'Hide clip' }).click();
  await expect(group).toHaveCount(0);
  await signOut(page, admin);

  // A visitor: the clip is gone from its channel and its address finds nothing.
  await site.open(page, `/${channelLogin}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(clipTitle)).toHaveCount(0);
  await site.open(page, clipPath);
  await expect(page.getByText('This clip does not exist or was removed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: clipTitle })).toHaveCount(0);

  // The streamer: the bell says the clip was hidden and why, and leads to the clip page, where they appeal.
  await logInThroughUi(page, site, streamer);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const entry = page.getByRole('dialog', { name: 'Notifications' }).locator('[data-testid="notification-entry"][data-kind="clip_hidden"]');
  await expect(entry).toContainText(clipTitle);
  await expect(entry).toContainText(publicReason);
  await entry.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${clipPath}$`));
  await expect(page.getByRole('heading', { name: clipTitle })).toBeVisible();
  const banner = page.getByTestId('clip-moderation-banner');
  await expect(banner).toContainText('A moderator hid this clip. Only you and the moderators can see it.');
  await expect(banner).toContainText(`Reason: ${publicReason}`);
  await banner.getByRole('button', { name: 'Appeal' }).click();
  const appealDialog = page.getByRole('dialog', { name: 'Appeal the moderator’s decision' });
  await appealDialog.getByRole('textbox', { name: 'Why should the decision change?' }).fill('The final was a year ago; everyone has seen it.');
  await appealDialog.getByRole('button', { name: 'Send' }).click();
  await expect(banner).toContainText('Your appeal was sent. A moderator will review it.');
  await expect(banner.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[data-testid="clip-moderation-banner"]');
  // A reload asks the server: the appeal is waiting.
  await page.reload();
  await expect(page.getByTestId('clip-moderation-banner')).toContainText('Your appeal is waiting for a moderator.');
  await signOut(page, streamer);

  // The moderator reads the appeal (the report is open again) and restores the clip.
  await logInThroughUi(page, site, admin);
  await site.open(page, '/admin/reports');
  await expect(page.getByTestId('report-group').filter({ hasText: clipTitle })).toBeVisible();
  const appeals = page.getByTestId('clip-appeals');
  const appeal = appeals.getByTestId('clip-appeal').filter({ hasText: clipTitle });
  await expect(appeal).toContainText('Hidden by a moderator');
  await expect(appeal).toContainText(`Reason given: ${publicReason}`);
  await expect(appeal).toContainText('The final was a year ago; everyone has seen it.');
  await expect(appeal).toContainText(streamer.username);
  await appeal.getByRole('button', { name: `Restore clip “${clipTitle}”` }).click();
  const restore = page.getByRole('dialog', { name: `Restore “${clipTitle}”?` });
  await restore.getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }).fill('Old news: it is back.');
  await restore.getByRole('button', { name: 'Restore clip' }).click();
  await expect(appeal).toHaveCount(0);
  await expect(page.getByTestId('report-group').filter({ hasText: clipTitle })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[data-testid="clip-appeals"]');

  // The whole story in the log.
  await site.open(page, '/admin/log');
  const entries = page.getByTestId('moderation-log-entry').filter({ hasText: clipTitle });
  await expect(entries.filter({ hasText: 'Made the clip public again' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Appealed the decision' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Hid the clip' })).toContainText(publicReason);
  await signOut(page, admin);

  // Everyone sees the clip again, with no banner.
  await site.open(page, clipPath);
  await expect(page.getByRole('heading', { name: clipTitle })).toBeVisible();
  await expect(page.getByTestId('clip-moderation-banner')).toHaveCount(0);
});
