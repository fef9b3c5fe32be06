import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/stack';
import { callApi, createUser, emulatorUrl, signInWithPassword, uniqueName } from './support/api';
import { submitUploadedClip } from './support/clip-upload';
import { logInThroughUi } from './support/ui';
import { popupClosed } from './support/popup';

/**
 * Becoming a streamer on the local Twitch stand-in the stack runs (as `npm start` does without Twitch credentials):
 * sign up, connect Twitch through the 500x600 popup, and the streamer menu appears without a reload; Edit Title then
 * works on that channel's clip.
 */

/** Clicks Connect Twitch, answers the stand-in's consent page in the popup, and waits for the popup to close. */
async function connectInPopup(page: Page, login: string | null): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Connect (Twitch|another Twitch account)/ }).click();
  const popup = await popupPromise;
  await expect(popup.getByText('Local stand-in for Twitch.')).toBeVisible();
  if (login !== null) await popup.getByLabel('Channel login').fill(login);
  const closed = popupClosed(popup);
  await popup.getByRole('button', { name: login === null ? 'Cancel' : 'Authorize' }).click();
  await closed;
}

test('sign up, connect Twitch in the popup on the stand-in, the streamer menu appears at once, and Edit Title works on the channel’s clip', async ({ page, site }) => {
  test.setTimeout(240_000);
  const username = uniqueName('strm_');
  const email = `${username}@example.com`;
  const password = 'secret-e2e-123';
  await site.open(page, '/account/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('This username is available.')).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/account\/register\/welcome$/);

  await page.getByRole('link', { name: /connect/i }).first().click();
  await expect(page).toHaveURL(/\/connections$/);
  await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();
  await expect(page.getByTestId('twitch-connection-status')).toHaveText('No Twitch channel is connected yet.');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  const channel = uniqueName('ch_').toLowerCase();
  await connectInPopup(page, channel);
  await expect(page.getByText(`Twitch connected, you are now the streamer of ${channel}`)).toBeVisible();
  await expect(page.getByTestId('twitch-connection-status')).toHaveText(`Connected to the channel ${channel}`);
  await expect(page.getByRole('link', { name: 'Disconnect channel' })).toHaveAttribute('href', '/streamer/disconnectChannel');

  // No reload: the drawer now holds the streamer remote's menu.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Clip requests' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A clip on the new streamer's channel: its menu offers the streamer's tools, and Edit Title renames it.
  const { idToken } = await signInWithPassword(emulatorUrl(site.stack), email, password);
  const clipId = await submitUploadedClip(site.stack.apiUrl, idToken, channel, 'First clip of the channel');
  await site.open(page, `/${channel}/clip/${clipId}`);
  await expect(page.getByRole('heading', { name: 'First clip of the channel' })).toBeVisible();
  await page.getByTestId('clip-menu-button').click();
  await expect(page.getByTestId('bottom-sheet').getByRole('menuitem')).toContainText(['Edit Title', 'Delete Clip']);
  await page.getByTestId('bottom-sheet-rename').click();
  await page.getByTestId('dialog-input').fill('Renamed by its streamer');
  await page.getByTestId('dialog-ok').click();
  await expect(page.getByText('Clip renamed successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Renamed by its streamer' })).toBeVisible();
  const { clipList } = await callApi<{ clipList: Array<{ clipTitle: string }> }>(site.stack.apiUrl, 'client/videoListing/fetchClipsById', { internalClipIdList: [clipId] });
  const [renamed] = clipList;
  expect(renamed?.clipTitle).toBe('Renamed by its streamer');
});

test('a channel claimed by another account and a denial at Twitch are each a clear error', async ({ page, site, browser, consoleErrors }) => {
  test.setTimeout(120_000);
  const first = await createUser(site.stack);
  const channel = uniqueName('taken_').toLowerCase();
  const firstPage = await (await browser.newContext()).newPage();
  await logInThroughUi(firstPage, site, first);
  await site.open(firstPage, '/connections');
  await connectInPopup(firstPage, channel);
  await expect(firstPage.getByTestId('twitch-connection-status')).toHaveText(`Connected to the channel ${channel}`);

  const second = await createUser(site.stack);
  // The server refuses the claimed channel with a 409, which the browser logs: caused on purpose.
  consoleErrors.allow(/status of 409 .* @ http:\/\/localhost:\d+\/client\/oauth\/twitchConnect$/);
  await logInThroughUi(page, site, second);
  await site.open(page, '/connections');
  await connectInPopup(page, channel);
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to connect to Twitch' });
  await expect(alert).toContainText('This Twitch channel is already claimed by another Clipyard account.');
  await expect(page.getByTestId('twitch-connection-status')).toHaveText('No Twitch channel is connected yet.');

  await connectInPopup(page, null);
  await expect(alert).toContainText('The connection was denied at Twitch.');
});

test('a popup closed by the user, and a reused state on the callback page, are reported', async ({ page, site, consoleErrors }) => {
  test.setTimeout(120_000);
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);
  await site.open(page, '/connections');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Twitch' }).click();
  const popup = await popupPromise;
  await expect(popup.getByText('Local stand-in for Twitch.')).toBeVisible();
  // Keep the authorize URL to replay its state later.
  const authorizeUrl = popup.url();
  await popup.close();
  await expect(page.getByRole('alert')).toContainText('The Twitch window was closed before the connection finished.', { timeout: 15_000 });

  // The state of the closed attempt, used once through the full-page flow, then replayed: expired or already used.
  // The server refuses both (a code Twitch never issued, a state already used) with a 400: caused on purpose.
  consoleErrors.allow(/status of 400 .* @ http:\/\/localhost:\d+\/client\/oauth\/twitchConnect$/);
  const state = new URL(authorizeUrl).searchParams.get('state')!;
  await page.goto(site.stack.shellUrl + `/oauth/twitch?code=not-a-code&state=${encodeURIComponent(state)}`);
  await expect(page.getByRole('alert')).toContainText('Failed to connect to Twitch');
  await page.goto(site.stack.shellUrl + `/oauth/twitch?code=not-a-code&state=${encodeURIComponent(state)}`);
  await expect(page.getByRole('alert')).toContainText('This connection attempt expired or was already used. Please try again.');
});
