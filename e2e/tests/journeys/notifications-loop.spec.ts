import { expect, test, type Page } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { askForApproval, callApi, createUser, uniqueName, type TestUser } from './support/api';
import { startModerationCase, type ModerationCase } from './support/moderation-case';
import type { OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 19 item 2 and 21 (ADR 0118): the notification loop a person sees. A viewer's clip request reaches the
 * streamer's bell and puts a count on the studio link; approving it takes the count away. A moderator removes a
 * reported clip with a public reason; the clip's owner reads in the bell that it was removed and why, and neither
 * that entry nor the owner's older "request approved" entry links to the gone clip.
 *
 * Becoming a streamer takes the Twitch OAuth flow and an admin the operator tool, so this file runs its own API on a
 * PGlite folder (as studio-moderation.spec.ts does), with the bell's poll lowered to 1 s.
 */
let own: OwnApi;
let api: ApiServer;
let cast: ModerationCase;
let streamer: TestUser;
let channelLogin: string;
let admin: TestUser;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  cast = await startModerationCase(stack, 'notify-loop');
  ({ own, streamer, channelLogin, admin } = cast);
  api = own.api;
  await askForApproval(api.url, streamer, channelLogin);
});

test.afterAll(async () => {
  await cast?.stop();
});

async function submitRequest(user: TestUser, clipTitle: string): Promise<{ internalClipId: string; requestId: string }> {
  const answer = await callApi<{ internalClipId: string; requestId: string | null }>(
    api.url,
    'client/userSubmission/submitClip',
    { clipUrl: own.videoUrl, channelLogin, clipTitle },
    user.idToken,
  );
  expect(answer.requestId).not.toBeNull();
  return { internalClipId: answer.internalClipId, requestId: answer.requestId! };
}

async function openBell(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: 'Notifications' });
}

test('a viewer’s clip request reaches the streamer’s bell and the studio link’s count; approving it clears the count', async ({ page, site }) => {
  test.setTimeout(180_000);
  const viewer = await createUser(site.stack, api.url, 'vw_');
  const title = `Request ${uniqueName('')}`;
  await submitRequest(viewer, title);

  await logInThroughUi(page, site, streamer);
  // The bell: one unread, which says who asked for what and opens the queue.
  const panel = await openBell(page, 'Notifications, 1 unread');
  const entry = panel.getByRole('link', { name: new RegExp(`${viewer.username} sent a clip request to ${channelLogin}: “${title}”`) });
  await expect(entry).toHaveAttribute('href', '/streamer/requests');
  await expectNoSeriousAxeViolations(page, '[data-testid="notification-panel"]');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // The account menu's studio link carries the count and leads to the queue.
  const account = page.getByRole('button', { name: `Account of ${streamer.username} (clip requests waiting: 1)` });
  await account.click();
  const studio = page.getByRole('menuitem', { name: 'Studio (clip requests waiting: 1)' });
  await expect(studio.getByTestId('studio-pending-badge')).toHaveText('1');
  await studio.click();
  await expect(page).toHaveURL(/\/streamer\/requests$/);

  const item = page.getByTestId('clip-request').filter({ hasText: title });
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  // Once the decision reached the server the count goes (the studio offers an undo for a few seconds first), and the
  // "requests waiting" entry is read: nothing waits any more.
  const plainAccount = page.getByRole('button', { name: `Account of ${streamer.username}`, exact: true });
  await expect(plainAccount).toBeVisible({ timeout: 30_000 });
  await plainAccount.click();
  await expect(page.getByRole('menuitem', { name: 'Studio', exact: true })).toHaveAttribute('href', '/overview');
  await expect(page.getByTestId('studio-pending-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('a moderator removes a reported clip with a reason; the owner’s bell says it was removed, why, and links nowhere', async ({ page, site }) => {
  test.setTimeout(240_000);
  const stack = site.stack;
  const owner = await createUser(stack, api.url, 'ow_');
  const title = `Owned ${uniqueName('')}`;
  const reason = 'The video belongs to another channel (copyright claim).';
  const { internalClipId, requestId } = await submitRequest(owner, title);
  await callApi(api.url, 'client/clipRequests/respondClipRequestDecision', { requestId, isApproved: true }, streamer.idToken);
  // Published once its source is encoded; a failed encode says why at once instead of timing out.
  await expect
    .poll(
      async () => {
        const encode = await callApi<{ status: string; failureReason: string | null }>(api.url, 'client/userSubmission/clipEncodeStatus', { internalClipId }, owner.idToken);
        return encode.status === 'failed' ? `failed: ${encode.failureReason ?? '?'}` : encode.status;
      },
      { timeout: 120_000 },
    )
    .toMatch(/^(ready|failed: .*)$/);
  const encoded = await callApi<{ status: string; failureReason: string | null }>(api.url, 'client/userSubmission/clipEncodeStatus', { internalClipId }, owner.idToken);
  expect(encoded, 'the owner’s clip must be published before it can be reported').toMatchObject({ status: 'ready' });
  const reporter = await createUser(stack, api.url, 'rp_');
  await callApi(api.url, 'client/report/reportClip', { internalClipId, reason: 'copyright' }, reporter.idToken);

  // The moderator removes it from the queue, giving the public reason.
  await logInThroughUi(page, site, admin);
  await site.open(page, '/admin/reports');
  const group = page.getByTestId('report-group').filter({ hasText: title });
  await group.getByRole('button', { name: 'Remove clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this clip?' });
  await dialog.getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }).fill(reason);
  await expectNoSeriousAxeViolations(page, '[data-testid="dialog"]');
  await dialog.getByRole('button', { name: 'Remove clip' }).click();
  await expect(group).toHaveCount(0);
  // The moderator is not told of their own act.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Account of ${admin.username}` }).click();
  await page.getByTestId('header-sign-out').click();
  await logInThroughUi(page, site, owner);

  // Two unread: the earlier approval and the removal; neither links to the gone clip.
  const panel = await openBell(page, 'Notifications, 2 unread');
  const removed = panel.locator('[data-testid="notification-entry"][data-kind="clip_removed"]');
  await expect(removed).toContainText(`A moderator removed the clip “${title}” from ${channelLogin}`);
  await expect(removed).toContainText(`Reason: ${reason}`);
  await expect(removed).toContainText('This clip was removed');
  await expect(removed.getByRole('link')).toHaveCount(0);
  const approved = panel.locator('[data-testid="notification-entry"][data-kind="request_approved"]');
  await expect(approved).toContainText(`Your clip request “${title}” was approved`);
  await expect(approved).toContainText('This clip was removed');
  await expect(approved.getByRole('link')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[data-testid="notification-panel"]');

  // Opening the removal marks it read and stays on the page.
  const before = page.url();
  await removed.getByRole('button').click();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(page.url()).toBe(before);
});
