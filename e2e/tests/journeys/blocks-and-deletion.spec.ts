import type { Page } from '@playwright/test';
import { expect, test } from '../../support/stack';
import { callApi, createUser, uniqueName } from './support/api';
import { submitUploadedClip } from './support/clip-upload';
import { expectNoSeriousAxeViolations, logInThroughUi } from './support/ui';
import { popupClosed } from './support/popup';

/**
 * Two broken promises of issue 19 (ADR 0119):
 * - item 3: the block dialogs said "You can unblock them in Settings" and no page listed blocks. Now they link to
 *   /account/blocks, which lists blocked users and channels, and Unblock there brings their content back;
 * - item 5: after a streamer deleted their account, their channel stayed public with its description and tip link.
 */

/** Opens a menu item of the bottom sheet that is open now. */
async function chooseInSheet(page: Page, name: string): Promise<void> {
  await page.getByTestId('bottom-sheet').getByRole('menuitem', { name }).click();
}

test('block a user and a channel from their menus; the dialog’s link opens the blocks page listing both; Unblock restores their content', async ({ page, site }) => {
  test.setTimeout(240_000);
  const stack = site.stack;
  // A clip on a channel nobody claimed (published at once), with comments by two other people.
  const submitter = await createUser(stack, stack.apiUrl, 'bs_');
  const channel = uniqueName('blk_').toLowerCase();
  const title = `Block journey ${uniqueName('')}`;
  const clipId = await submitUploadedClip(stack.apiUrl, submitter.idToken, channel, title);
  const rude = await createUser(stack, stack.apiUrl, 'br_');
  const other = await createUser(stack, stack.apiUrl, 'bo_');
  const rudeWords = `Rude words ${uniqueName('')}`;
  const kindWords = `Kind words ${uniqueName('')}`;
  await callApi(stack.apiUrl, 'client/clipComment/submitComment', { internalClipId: clipId, commentText: rudeWords }, rude.idToken);
  await callApi(stack.apiUrl, 'client/clipComment/submitComment', { internalClipId: clipId, commentText: kindWords }, other.idToken);

  const viewer = await createUser(stack, stack.apiUrl, 'bv_');
  await logInThroughUi(page, site, viewer);
  await site.open(page, `/${channel}/clip/${clipId}`);
  await expect(page.getByText(rudeWords)).toBeVisible();

  // Block the user from their comment's menu.
  await page.getByRole('button', { name: `Comment menu for ${rude.username}` }).click();
  await chooseInSheet(page, 'Block User');
  const userDialog = page.getByRole('dialog', { name: `Block ${rude.username}?` });
  await expect(userDialog).toContainText('You can unblock them at any time on your blocks page.');
  await expect(userDialog.getByRole('link', { name: 'Manage your blocks' })).toHaveAttribute('href', '/account/blocks');
  await userDialog.getByTestId('dialog-ok').click();
  await expect(page.getByText('User blocked')).toBeVisible();
  await expect(page.getByText(rudeWords)).toHaveCount(0);

  // Block the channel from the clip's menu.
  await page.getByTestId('clip-menu-button').click();
  await chooseInSheet(page, 'Block Channel');
  const channelDialog = page.getByRole('dialog', { name: `Block ${channel}?` });
  await expect(channelDialog).toContainText('You can unblock it at any time on your blocks page.');
  await channelDialog.getByTestId('dialog-ok').click();
  await expect(page.getByText('Channel blocked')).toBeVisible();

  // A block dialog once more: its link is the way to the blocks page (following it blocks nobody).
  await page.getByRole('button', { name: `Comment menu for ${other.username}` }).click();
  await chooseInSheet(page, 'Block User');
  const thirdDialog = page.getByRole('dialog', { name: `Block ${other.username}?` });
  await thirdDialog.getByRole('link', { name: 'Manage your blocks' }).click();
  await expect(page).toHaveURL(/\/account\/blocks$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Blocked users and channels', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Blocked users and channels/);
  const users = page.getByRole('list', { name: 'Users' });
  const channels = page.getByRole('list', { name: 'Channels' });
  // Exactly the two blocks made (following the third dialog's link blocked nobody).
  await expect(users.getByRole('listitem')).toHaveCount(1);
  await expect(users.getByRole('listitem')).toContainText(rude.username);
  await expect(channels.getByRole('listitem')).toHaveCount(1);
  await expect(channels.getByRole('listitem')).toContainText(channel);
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="blocks-heading"]');

  // Unblock both; each row keeps an undo.
  await users.getByRole('button', { name: `Unblock ${rude.username}` }).click();
  await expect(users).toContainText(`${rude.username} is unblocked.`);
  await expect(users.getByRole('button', { name: `Undo (block ${rude.username} again)` })).toBeVisible();
  await channels.getByRole('button', { name: `Unblock ${channel}` }).click();
  await expect(channels).toContainText(`${channel} is unblocked.`);
  const lists = async () => ({
    users: (await callApi<{ blockedUserNameList: string[] }>(stack.apiUrl, 'client/userAccountBlocking/getUserBlockedUserList', {}, viewer.idToken)).blockedUserNameList,
    channels: (await callApi<{ blockedChannelLoginList: string[] }>(stack.apiUrl, 'client/channelBlocking/getUserBlockedChannels', {}, viewer.idToken)).blockedChannelLoginList,
  });
  await expect.poll(lists).toEqual({ users: [], channels: [] });

  // Their content is back: the comment on the clip page, the clips on the channel page.
  await site.open(page, `/${channel}/clip/${clipId}`);
  await expect(page.getByText(rudeWords)).toBeVisible();
  await site.open(page, `/${channel}`);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('You blocked this channel. Its clips are hidden.')).toHaveCount(0);
});

test('a streamer deletes their account: the channel page no longer shows their description or tip links', async ({ page, site }) => {
  test.setTimeout(240_000);
  const stack = site.stack;
  const streamer = await createUser(stack, stack.apiUrl, 'dl_');
  const channel = uniqueName('del_').toLowerCase();
  await logInThroughUi(page, site, streamer);
  await site.open(page, '/connections');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Twitch' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Channel login').fill(channel);
  const closed = popupClosed(popup);
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
  await expect(page.getByTestId('twitch-connection-status')).toHaveText(`Connected to the channel ${channel}`);

  const description = `Speedruns every night ${uniqueName('')}`;
  await callApi(
    stack.apiUrl,
    'client/channel/setChannelProfile',
    {
      channelLogin: channel,
      displayName: 'Deleted Streamer TV',
      description,
      links: [{ label: 'My site', url: 'https://example.com/mysite' }],
      tipLinks: [{ platform: 'kofi', url: 'https://ko-fi.com/e2edeleted' }],
      requestPolicy: 'approval',
      featuredClipIds: [],
    },
    streamer.idToken,
  );
  await site.open(page, `/${channel}`);
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Support this channel' }).getByRole('link', { name: 'Ko-fi' })).toBeVisible();

  // The delete page says what goes (the channel page at once) and what stays, then deletes.
  await site.open(page, '/account/deleteAccount');
  const deleted = page.getByRole('list', { name: 'Deleted at once' });
  await expect(deleted).toContainText('its page leaves public view at once');
  await expect(page.getByRole('list', { name: 'What stays' })).toContainText('kept for safety and legal reasons');
  await page.getByLabel('Your password').fill(streamer.password);
  await page.getByLabel(`Type your username (${streamer.username}) to confirm`).fill(streamer.username);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Account deleted, We are sorry to see you go')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // At once, for everyone: the API and the page show the channel as one nobody claimed.
  const { channelProfile } = await callApi<{ channelProfile: { description: string; tipLinks: unknown[]; links: unknown[]; isClaimed: boolean; displayName: string } }>(
    stack.apiUrl,
    'client/channel/getChannelProfile',
    { channelLogin: channel },
  );
  expect(channelProfile).toMatchObject({ description: '', tipLinks: [], links: [], isClaimed: false, displayName: channel });
  await site.open(page, `/${channel}`);
  await expect(page.getByRole('heading', { name: channel, level: 1 })).toBeVisible();
  await expect(page.getByText(description)).toHaveCount(0);
  await expect(page.getByText('Deleted Streamer TV')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Support this channel' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ko-fi' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My site' })).toHaveCount(0);
});
