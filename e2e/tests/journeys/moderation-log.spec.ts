import { expect, test, type Page } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { callApi, createUser, uniqueName, type TestUser } from './support/api';
import { startModerationCase, type ModerationCase } from './support/moderation-case';
import type { OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 22 item 1 (ADR 0130): a report's life as the two people involved see it. A viewer reports a clip and writes to
 * the moderators from My reports; a moderator takes the report into review, answers, and removes the clip with a public
 * reason and a private note; the group's log and /admin/log show who did what; the reporter's bell says a moderator
 * answered and leads to the thread. Then the moderator suspends the reporter, whose open session is signed out at its
 * next call with the reason (item 5). A clip under a legal hold cannot be deleted by its streamer and survives the
 * streamer's account deletion (item 6).
 *
 * An admin takes the operator tool, so this file runs its own API on a PGlite folder (as studio-moderation.spec.ts
 * does), with the bell's poll lowered to 1 s.
 */
let own: OwnApi;
let api: ApiServer;
let cast: ModerationCase;
let admin: TestUser;
let reporter: TestUser;
let clipTitle: string;
let internalClipId: string;
let streamer: TestUser;
let channelLogin: string;

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  cast = await startModerationCase(stack, 'moderation-log');
  ({ own, streamer, channelLogin, admin } = cast);
  api = own.api;
  clipTitle = `Reported ${uniqueName('')}`;
  internalClipId = await own.submitReadyClip(streamer, channelLogin, clipTitle);
  reporter = await createUser(stack, api.url, 'rp_');
  await callApi(api.url, 'client/report/reportClip', { internalClipId, reason: 'copyright' }, reporter.idToken);
});

test.afterAll(async () => {
  await cast?.stop();
});

async function signOut(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('button', { name: `Account of ${user.username}` }).click();
  await page.getByTestId('header-sign-out').click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('report → message → review → answer → removal with a private note → logged; the reporter’s bell leads to the answer', async ({ page, site }) => {
  test.setTimeout(240_000);
  const publicReason = 'Reposted without the owner’s permission.';
  const privateNote = `Same uploader as before ${uniqueName('')}`;

  // The reporter finds the report in My reports and writes to the moderators.
  await logInThroughUi(page, site, reporter);
  await page.getByRole('button', { name: `Account of ${reporter.username}` }).click();
  await page.getByRole('menuitem', { name: 'My reports' }).click();
  await expect(page.getByRole('heading', { name: 'My reports', level: 1 })).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: clipTitle });
  await expect(mine).toContainText('Waiting for review');
  await mine.getByRole('button', { name: 'Show messages' }).click();
  await mine.getByRole('textbox').fill('It is a reupload of my own stream.');
  await mine.getByRole('button', { name: 'Send' }).click();
  await expect(mine).toContainText('It is a reupload of my own stream.');
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="my-reports-heading"]');
  await signOut(page, reporter);

  // The moderator takes it into review, reads the message, answers, and removes the clip.
  await logInThroughUi(page, site, admin);
  await site.open(page, '/admin/reports');
  const open = page.getByTestId('report-group').filter({ hasText: clipTitle });
  await open.getByRole('button', { name: 'Start review' }).click();
  await expect(open).toHaveCount(0);
  await page.getByRole('tab', { name: 'In review' }).click();
  await expect(page).toHaveURL(/state=in_review/);
  const group = page.getByTestId('report-group').filter({ hasText: clipTitle });
  await expect(group).toContainText(`In review by ${admin.username}`);
  await group.getByRole('button', { name: 'Messages with the reporter' }).click();
  await expect(group).toContainText('It is a reupload of my own stream.');
  await group.getByRole('textbox', { name: 'Message to the reporter' }).fill('Thank you, we are checking the original.');
  await group.getByRole('button', { name: 'Send' }).click();
  await expect(group).toContainText('Thank you, we are checking the original.');
  await group.getByRole('button', { name: 'Remove clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this clip?' });
  await dialog.getByRole('textbox', { name: 'Reason shown to the uploader and the streamer (optional)' }).fill(publicReason);
  await dialog.getByRole('textbox', { name: 'Note for moderators (private)' }).fill(privateNote);
  await dialog.getByRole('button', { name: 'Remove clip' }).click();
  await expect(group).toHaveCount(0);

  // Resolved: the group's log says who did what, with the reason and the private note.
  await page.getByRole('tab', { name: 'Resolved' }).click();
  const closed = page.getByTestId('report-group').filter({ hasText: clipTitle });
  await closed.getByRole('button', { name: 'Moderation log' }).click();
  await expect(closed).toContainText('Removed the clip');
  await expect(closed).toContainText('Took into review');
  await expect(closed).toContainText(`Reason shown: ${publicReason}`);
  await expect(closed).toContainText(privateNote);
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="reports-heading"]');

  // The whole log, filtered by action.
  await page.getByRole('link', { name: 'Moderation log' }).click();
  await expect(page.getByRole('heading', { name: 'Moderation log', level: 1 })).toBeVisible();
  const entries = page.getByTestId('moderation-log-entry');
  // Unfiltered first, as the moderator sees it before filtering: the review and the removal are both in it.
  await expect(entries.filter({ hasText: clipTitle }).filter({ hasText: 'Took into review' })).toHaveCount(1);
  await expect(entries.filter({ hasText: clipTitle }).filter({ hasText: 'Removed the clip' })).toHaveCount(1);
  await page.getByLabel('Action').selectOption({ label: 'Removed the clip' });
  // Run 86 once saw the address change here while the list kept its unfiltered entries for 30 s (not reproduced in 20
  // runs on a loaded machine since): the log's calls from here on say, if it fails again, whether the filtered call
  // was ever sent (the page never re-rendered for the new address) or was answered and not shown.
  const logCalls: string[] = [];
  // Sent and answered apart (run 91 saw none answered: was one sent and left unanswered for 30 s?).
  page.on('request', (request) => {
    if (request.url().includes('getModerationLog')) logCalls.push(`sent ${new Date().toISOString()} ${request.method()} ${request.postData() ?? request.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('getModerationLog')) logCalls.push(`answered ${new Date().toISOString()} ${response.status()} ${response.request().postData() ?? ''}`);
  });
  // Runs 86, 91 and CI after 92 saw no call sent at all while the address changed and the unfiltered entries stayed:
  // as if the router's transition never committed. Every request and console line from here is kept to tell why.
  const otherRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('getModerationLog')) otherRequests.push(`${new Date().toISOString()} ${request.method()} ${request.url()}`);
  });
  page.on('console', (message) => otherRequests.push(`${new Date().toISOString()} console.${message.type()} ${message.text()}`));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=clip_removed/);
  try {
    // The unfiltered entries stay on screen while the filtered page loads: waited out first. (Asked the other way round,
    // the locator matched the three unfiltered entries of the clip, and a strict-mode violation fails at once, without
    // waiting: run 102, its filtered call answered 60 ms after it was sent.)
    await expect(entries.filter({ hasText: 'Took into review' })).toHaveCount(0);
    await expect(entries.filter({ hasText: clipTitle })).toContainText(privateNote);
  } catch (error) {
    const shown = await page.evaluate(() => ({
      address: location.href,
      action: (document.querySelector('select') as HTMLSelectElement | null)?.value ?? null,
      loading: document.querySelectorAll('[data-testid="remote-loading"], [role="progressbar"]').length,
      entries: document.querySelectorAll('[data-testid="moderation-log-entry"]').length,
    }));
    throw new Error(
      `${(error as Error).message}\ngetModerationLog calls since Apply filters: ${logCalls.join(' | ') || 'none'}\npage: ${JSON.stringify(shown)}\nother requests and console: ${otherRequests.slice(-60).join(' | ') || 'none'}`,
      { cause: error },
    );
  }
  await expectNoSeriousAxeViolations(page, 'main');
  await signOut(page, admin);

  // The reporter's bell: a moderator answered; it leads to the thread, opened.
  await logInThroughUi(page, site, reporter);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const entry = page.getByRole('dialog', { name: 'Notifications' }).locator('[data-testid="notification-entry"][data-kind="report_message"]');
  await expect(entry).toContainText('A moderator replied to your report');
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(/\/account\/reports\?report=/);
  const answered = page.getByRole('listitem').filter({ hasText: clipTitle });
  await expect(answered).toContainText('Action taken');
  await expect(answered).toContainText('Thank you, we are checking the original.');
  // To the reporter a moderator has no name.
  await expect(answered).not.toContainText(admin.username);
});

test('a suspended person’s open page signs them out at its next call and says why', async ({ page, site, consoleErrors }) => {
  test.setTimeout(120_000);
  // The refusal is the point: the browser logs the API's 403 (ACCOUNT_SUSPENDED).
  consoleErrors.allow(/status of 403 /);
  const person = await createUser(site.stack, api.url, 'sp_');
  await logInThroughUi(page, site, person);
  await callApi(api.url, 'client/admin/suspendAccount', { userName: person.username, publicReason: 'Spam in comments' }, admin.idToken);
  // The next call the page makes (the bell's poll, every second here) is refused: signed out, and told why.
  await expect(page.getByText('A moderator has suspended your account, so you have been logged out. Reason: Spam in comments')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  // The session it had is refused the same way from anywhere: the account stays suspended until a moderator restores it.
  await expect(callApi(api.url, 'client/profile/profileDetails', {}, person.idToken)).rejects.toThrow(/ACCOUNT_SUSPENDED/);
});

test('a clip under a legal hold cannot be deleted by its streamer and survives the streamer’s account deletion', async ({ page, site, consoleErrors }) => {
  test.setTimeout(240_000);
  // The refusal is the point: the browser logs the API's 409 (LEGAL_HOLD).
  consoleErrors.allow(/status of 409 /);
  const title = `Held ${uniqueName('')}`;
  const held = await own.submitReadyClip(streamer, channelLogin, title);
  await callApi(api.url, 'client/admin/placeLegalHold', { internalClipId: held, privateNote: 'Preservation request' }, admin.idToken);

  // The streamer tries to delete it: refused, and told why.
  await logInThroughUi(page, site, streamer);
  await site.open(page, '/streamer/clips');
  const deleteButton = page.getByRole('button', { name: `Delete ${title}` });
  await deleteButton.click();
  await page.getByRole('dialog', { name: 'Delete this clip?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This is under a legal hold: it cannot be deleted until a moderator lifts the hold.')).toBeVisible();
  await expect(deleteButton).toBeVisible();

  // The streamer deletes the account; the clip stays, playable, with its media.
  await site.open(page, '/account/deleteAccount');
  await page.getByLabel('Your password').fill(streamer.password);
  await page.getByLabel(`Type your username (${streamer.username}) to confirm`).fill(streamer.username);
  // The bell polls every second here, yet no poll races the deletion into a 403 (run 41): the API client holds the
  // person's other calls while their account is deleted (call-api.ts ENDS_THE_ACCOUNT); the console guard would say.
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Account deleted, We are sorry to see you go')).toBeVisible();
  expect((await fetch(`${api.url.replace(/\/?$/, '/')}media/clips/${channelLogin}/${held}-source.mp4`)).status).toBe(200);
  await site.open(page, `/${channelLogin}/clip/${held}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});
