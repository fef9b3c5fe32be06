import type { Page } from '@playwright/test';
import { expect, test } from '../../support/stack';
import { callApi, createUser, uniqueName } from './support/api';
import { uploadAndSubmit } from './support/clip-upload';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';
import { popupClosed } from './support/popup';

/**
 * Issue 19 item 4 (ADR 0119), the broken promise: "within minutes of connecting, strangers' clips were live on it
 * without approval". A channel connected through the real connect flow (the popup, on the stack's Twitch stand-in)
 * starts in Approval, the connect page offers the one-step choice with Approval chosen, and a stranger's submission
 * becomes a clip request in the streamer's queue instead of a live clip.
 */

/** Clicks Connect Twitch and answers the stand-in's consent page in the popup as the given channel. */
async function connectInPopup(page: Page, login: string): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Twitch' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText('Local stand-in for Twitch.')).toBeVisible();
  await popup.getByLabel('Channel login').fill(login);
  const closed = popupClosed(popup);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
}

test('a newly connected channel is in Approval: the connect page says so, and a stranger’s clip becomes a request, not a live clip', async ({ page, site }) => {
  test.setTimeout(240_000);
  const stack = site.stack;
  const streamer = await createUser(stack, stack.apiUrl, 'sd_');
  const channel = uniqueName('safe_').toLowerCase();
  await logInThroughUi(page, site, streamer);
  await site.open(page, '/connections');
  await connectInPopup(page, channel);
  await expect(page.getByTestId('twitch-connection-status')).toHaveText(`Connected to the channel ${channel}`);

  // The one-step choice, right after connecting: Approval is chosen and recommended.
  const step = page.getByTestId('submission-policy-step');
  await expect(step.getByRole('heading', { name: `How should clips from other people reach ${channel}?` })).toBeVisible();
  await expect(step.getByRole('radio', { name: 'Approve each clip first (recommended)' })).toBeChecked();
  await expect(step.getByRole('radio', { name: 'Publish at once' })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page, '[data-testid="submission-policy-step"]');

  // Already in Approval on the server, before the streamer answers the step.
  const profile = await callApi<{ channelProfile: { requestPolicy: string } }>(stack.apiUrl, 'client/channel/getChannelProfile', { channelLogin: channel });
  expect(profile.channelProfile.requestPolicy).toBe('approval');

  // A stranger submits a clip of the channel: it waits for the streamer, and nobody else can see it.
  const stranger = await createUser(stack, stack.apiUrl, 'sg_');
  const title = `Stranger clip ${uniqueName('')}`;
  const submitted = await uploadAndSubmit(stack.apiUrl, stranger.idToken, channel, title);
  expect(submitted.status).toBe('awaiting_decision');
  expect(submitted.requestId).not.toBeNull();
  const anonymous = await callApi<{ clipList: unknown[] }>(stack.apiUrl, 'client/videoListing/fetchClipsById', { internalClipIdList: [submitted.internalClipId] });
  expect(anonymous.clipList).toEqual([]);

  // The streamer keeps Approval (the step's Save) and finds the stranger's clip in the queue.
  await step.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Submissions to ${channel} now wait for your approval`)).toBeVisible();
  await expect(step).toHaveCount(0);
  await site.open(page, '/streamer/requests');
  const request = page.getByTestId('clip-request').filter({ hasText: title });
  await expect(request).toContainText(`Submitted by ${stranger.username}`);

  // The channel page does not show it.
  await site.open(page, `/${channel}`);
  await expect(page.getByRole('heading', { name: channel, level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
