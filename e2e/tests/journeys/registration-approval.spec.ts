import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/stack';
import { callApi, createUser, uniqueName, type TestUser } from './support/api';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 22 item 5 (ADR 0136): with REGISTRATION=approval a person registers with a reason, is told the account awaits
 * approval, and is refused a comment; a moderator approves them from /admin/reports (logged); then they comment.
 *
 * The setting is this file's own: it runs its own API (on a PGlite folder, for the operator's admin tool) with
 * REGISTRATION=approval, so the shared stack's API and every other journey keep open registration.
 */
let own: OwnApi;
let dataDir: string;
let admin: TestUser;
let internalClipId: string;
let channelLogin: string;
let clipTitle: string;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'clipyard-e2e-registration-approval-'));
  own = await startOwnApi(stack, dataDir, { REGISTRATION: 'approval' });
  // The operator's first admin registers like anyone (pending) and is made an admin with the tool, which approves it.
  admin = await createUser(stack, own.api.url, 'ad_', 'I run this site');
  await own.grantAdmin(admin);
  const streamer = await createUser(stack, own.api.url, 'st_', 'I stream and want my clips here');
  await callApi(own.api.url, 'client/admin/decideRegistration', { userName: streamer.username, decision: 'approve' }, admin.idToken);
  channelLogin = uniqueName('chan_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  clipTitle = `Approval ${uniqueName('')}`;
  internalClipId = await own.submitReadyClip(streamer, channelLogin, clipTitle);
});

test.afterAll(async () => {
  await own?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('register with a reason → awaiting approval, a comment refused → a moderator approves → the comment posts', async ({ page, site, browser, consoleErrors }) => {
  test.setTimeout(180_000);
  // The refusal is the point: the browser logs the API's 403 (REGISTRATION_PENDING).
  consoleErrors.allow(/status of 403 /);
  const username = uniqueName('new_');
  const reason = `I clip speedruns of ${channelLogin} and want to talk about them.`;

  await site.open(page, '/account/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('This username is available.')).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill('secret-e2e-123');
  const reasonField = page.getByRole('textbox', { name: 'Why do you want to join?' });
  await expect(reasonField).toBeVisible();
  await reasonField.fill(reason);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/account\/register\/welcome$/);
  const notice = page.getByTestId('registration-notice');
  await expect(notice.getByRole('heading', { name: 'Your registration is awaiting approval' })).toBeVisible();
  await expect(notice).toContainText(`Your reason: ${reason}`);
  await expectNoSeriousAxeViolations(page, 'main');

  // A comment while pending: refused, and told why.
  const commentText = `Hello from ${username}`;
  await site.open(page, `/${channelLogin}/clip/${internalClipId}`);
  await expect(page.getByRole('heading', { name: clipTitle, level: 1 })).toBeVisible();
  // Every page says where the account stands.
  await expect(page.getByTestId('registration-banner')).toContainText('Your registration is awaiting a moderator’s approval');
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(commentText);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Your registration is waiting for a moderator’s approval. You can browse Clipyard, but not take part yet.')).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: commentText })).toHaveCount(0);

  // A moderator approves it from /admin/reports, seeing the reason.
  const moderator = await (await browser.newContext()).newPage();
  await logInThroughUi(moderator, site, admin);
  await site.open(moderator, '/admin/reports');
  const section = moderator.getByRole('region', { name: 'Registration requests' });
  const request = section.getByTestId('registration-request').filter({ hasText: username });
  await expect(request).toContainText(reason);
  await expect(request).toContainText('Registered');
  await request.getByRole('button', { name: `Approve the registration of ${username}` }).click();
  const dialog = moderator.getByRole('dialog', { name: `Approve ${username}?` });
  await dialog.getByRole('textbox', { name: 'Note for moderators (private)' }).fill('Known viewer');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(request).toHaveCount(0);
  // Logged.
  await site.open(moderator, '/admin/log?action=registration_approved');
  await expect(moderator.getByTestId('moderation-log-entry').filter({ hasText: username })).toContainText('Approved a registration');
  await moderator.context().close();

  // The same session comments now; on its next page the banner is gone.
  await site.open(page, `/${channelLogin}/clip/${internalClipId}`);
  await expect(page.getByRole('heading', { name: clipTitle, level: 1 })).toBeVisible();
  await expect(page.getByTestId('registration-banner')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(commentText);
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: commentText })).toBeVisible();
});
