import { expect, test } from '../../support/stack';
import { callApi, createUser } from './support/api';
import { logInThroughUi } from './support/ui';

const CHANNEL = 'pixelpioneer'; // a channel of the demo seed
const CHANNEL_NAME = 'PixelPioneer';

test('a signed-in user follows a channel; it persists on the server and after a reload', async ({ page, site, browser }) => {
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);

  await site.open(page, `/${CHANNEL}`);
  await expect(page.getByRole('heading', { name: CHANNEL_NAME })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clips' }).or(page.getByText('This channel has no clips yet.'))).toBeVisible();
  const followers = await page.getByTestId('follower-count').textContent();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const before = Number(followers?.replace(/\D/g, ''));
  await expect(page.getByTestId('follower-count')).toHaveText(`Followers: ${before + 1}`);

  // The server has it (not only this tab).
  const follows = await callApi<{ followedChannelLoginList: string[] }>(site.stack.apiUrl, 'client/follows/getUserFollowedChannels', {}, user.idToken);
  expect(follows.followedChannelLoginList).toContain(CHANNEL);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

  // A fresh browser (no local cache) signs in and sees the follow from the server.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await logInThroughUi(fresh, site, user);
  await site.open(fresh, `/${CHANNEL}`);
  await expect(fresh.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await fresh.getByRole('button', { name: 'Following', exact: true }).click();
  await expect(fresh.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  const followed = async () =>
    (await callApi<{ followedChannelLoginList: string[] }>(site.stack.apiUrl, 'client/follows/getUserFollowedChannels', {}, user.idToken)).followedChannelLoginList;
  expect(await followed()).not.toContain(CHANNEL);
  // The unfollow sticks: a reload (which refreshes every list from the server) still shows Follow, and nothing re-follows.
  await fresh.reload();
  await expect(fresh.getByRole('heading', { name: CHANNEL_NAME })).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  expect(await followed()).not.toContain(CHANNEL);
  await other.close();
});

test('signed out, a follow is kept on this device only', async ({ page, site }) => {
  await site.open(page, `/${CHANNEL}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Following on this device. Log in to keep it on every device.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
});

test('a follow kept signed out is carried into the account on sign-in', async ({ page, site }) => {
  const user = await createUser(site.stack);
  await site.open(page, `/${CHANNEL}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Following on this device. Log in to keep it on every device.')).toBeVisible();

  await logInThroughUi(page, site, user);
  // The server now has it (polled: the merge runs with the first list refresh after sign-in).
  await expect
    .poll(async () => (await callApi<{ followedChannelLoginList: string[] }>(site.stack.apiUrl, 'client/follows/getUserFollowedChannels', {}, user.idToken)).followedChannelLoginList)
    .toContain(CHANNEL);
  await site.open(page, `/${CHANNEL}`);
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
});
