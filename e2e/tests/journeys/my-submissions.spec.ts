import { expect, test, type Page } from '../../support/stack';
import type { ApiServer } from '../../support/stack-lib';
import { askForApproval, callApi, createUser, uniqueName, type TestUser } from './support/api';
import { startOwnApi, type OwnApi } from './support/own-api';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';

/**
 * Issue 19 item 9 (ADR 0124): a viewer follows their own clip requests on /account/submissions. They submit to a
 * channel in Approval, see the request pending, rename it, the streamer's queue shows the new title, the streamer
 * approves one and rejects another, and the viewer's list says so, the approved one linking to its clip page.
 * Becoming a streamer and submitting by URL need this journey's own API (as streamer-requests.spec.ts does).
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

type Requests = { clipRequestList: Array<{ requestId: string; clipTitle: string }> };

/** The streamer's queue of one status, read through the API (the decisions are checked where they land). */
async function queue(streamer: TestUser, status: 'pending' | 'approved' | 'rejected'): Promise<Requests['clipRequestList']> {
  return (await callApi<Requests>(api.url, 'client/clipRequests/getAllClipRequests', { status, limit: 50 }, streamer.idToken)).clipRequestList;
}

function submission(page: Page, title: string) {
  return page.getByTestId('my-submission').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

test('signed out, /account/submissions asks to log in', async ({ page, site }) => {
  await site.open(page, '/account/submissions');
  await expect(page.getByRole('heading', { name: 'Log in to see your submissions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
});

test('a viewer follows their clip requests: pending, renamed, then approved and rejected by the streamer', async ({ page, site, browser }) => {
  test.setTimeout(300_000);
  const stack = site.stack;
  const streamer = await createUser(stack, api.url, 'ms_st_');
  const channelLogin = uniqueName('mysub_').toLowerCase();
  await own.connectChannel(streamer, channelLogin);
  // The channel asks for approval of submissions (whatever a new channel's default is).
  await askForApproval(api.url, streamer, channelLogin);

  const viewer = await createUser(stack, api.url, 'ms_vw_');
  const firstTitle = `First try ${uniqueName('')}`;
  const renamed = `Renamed ${uniqueName('')}`;
  const secondTitle = `Second ${uniqueName('')}`;

  // The viewer submits through /upload; the channel reviews first, and the message leads to the submissions page.
  await logInThroughUi(page, site, viewer);
  await site.open(page, '/upload');
  await page.getByRole('textbox', { name: 'Clip URL' }).fill(own.videoUrl);
  await page.getByRole('combobox', { name: 'Channel', exact: true }).fill(channelLogin);
  await page.getByRole('textbox', { name: 'Clip title', exact: true }).fill(firstTitle);
  await page.getByRole('button', { name: 'Submit clip' }).click();
  await expect(page.getByText('Waiting for the streamer')).toBeVisible({ timeout: 30_000 });
  // A second request, sent straight to the API: the streamer rejects this one.
  const second = await callApi<{ requestId: string | null }>(api.url, 'client/userSubmission/submitClip', { clipUrl: own.videoUrl, channelLogin, clipTitle: secondTitle }, viewer.idToken);
  expect(second.requestId).not.toBeNull();

  await page.getByRole('link', { name: 'Follow it in your submissions' }).click();
  await expect(page).toHaveURL(/\/account\/submissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your submissions' })).toBeVisible();
  await expect(page).toHaveTitle(/Your submissions/);
  const first = submission(page, firstTitle);
  await expect(first).toHaveAttribute('data-state', 'pending');
  await expect(first).toContainText('Awaiting the streamer’s decision');
  await expect(submission(page, secondTitle)).toHaveAttribute('data-state', 'pending');
  // Newest first: the API submission came after the one sent through the form.
  await expect(page.getByTestId('my-submission').first()).toContainText(secondTitle);
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="submissions-heading"]');

  // Rename the first request in place: the SPEC rule first, then a good title.
  await first.getByRole('button', { name: `Edit title: “${firstTitle}”` }).click();
  const field = page.getByRole('textbox', { name: 'Clip title' });
  await expect(field).toBeFocused();
  await field.fill('ab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Clip name cannot be less than 3 characters')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="submissions-heading"]');
  await field.fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title saved')).toBeVisible();
  await expect(submission(page, renamed)).toHaveAttribute('data-state', 'pending');
  await expect(submission(page, firstTitle)).toHaveCount(0);
  // Saved on the server, not only on this screen.
  await page.reload();
  await expect(submission(page, renamed)).toBeVisible();

  // The streamer's queue shows the new title; they approve the renamed request and reject the other.
  const streamerContext = await browser.newContext();
  try {
    const studio = await streamerContext.newPage();
    await logInThroughUi(studio, site, streamer);
    await site.open(studio, '/streamer/requests');
    await expect(studio.getByRole('heading', { name: 'Clip requests' })).toBeVisible();
    const renamedCard = studio.getByTestId('clip-request').filter({ hasText: renamed });
    await expect(renamedCard).toContainText(`Submitted by ${viewer.username}`);
    await expect(studio.getByTestId('clip-request').filter({ hasText: firstTitle })).toHaveCount(0);
    await renamedCard.getByRole('button', { name: `Approve ${renamed}` }).click();
    await studio.getByTestId('clip-request').filter({ hasText: secondTitle }).getByRole('button', { name: `Reject ${secondTitle}` }).click();
    // The decisions reach the server (at once, or when an undo window ends): wait for them there.
    await expect.poll(async () => (await queue(streamer, 'approved')).map((r) => r.clipTitle), { timeout: 60_000 }).toContain(renamed);
    await expect.poll(async () => (await queue(streamer, 'rejected')).map((r) => r.requestId), { timeout: 60_000 }).toContain(second.requestId);
  } finally {
    await streamerContext.close();
  }

  // The viewer's list: the approved one (once its video is ready) links to the clip, the rejected one says so.
  await expect(async () => {
    await page.reload();
    await expect(submission(page, renamed)).toHaveAttribute('data-state', 'approved', { timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  const approved = submission(page, renamed);
  await expect(approved).toContainText('Approved');
  await expect(approved.getByRole('button', { name: /Edit title/ })).toHaveCount(0);
  const rejected = submission(page, secondTitle);
  await expect(rejected).toHaveAttribute('data-state', 'rejected');
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('The streamer decided not to publish it.');
  await expect(rejected.getByRole('button', { name: /Edit title/ })).toHaveCount(0);
  await expect(rejected.getByRole('link')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="submissions-heading"]');

  await approved.getByRole('link', { name: `Watch “${renamed}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/${channelLogin}/clip/[^/]+$`));
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
});
