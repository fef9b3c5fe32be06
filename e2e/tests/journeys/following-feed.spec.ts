import { expect, test } from '../../support/stack';
import { callApi, createUser, waitForReadyClips } from './support/api';
import { logInThroughUi } from './support/ui';

type Listing = { clipList: Array<{ internalClipId: string; clipTitle: string; channelLogin: string; channelDisplayName: string }> };

/**
 * Issue 11 item 5: following a channel changes what the person sees. The frontpage's Following tab starts empty with a
 * way to recommendations; after a follow it lists that channel's clips, newest first, and nobody else's.
 */
test('the Following tab: empty with a way to recommendations, then the followed channel’s clips, newest first', async ({ page, site }) => {
  test.setTimeout(240_000);
  const [ready] = await waitForReadyClips(site.stack.apiUrl);
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);

  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page).toHaveURL(/\?feed=following$/);
  await expect(page.getByText('Clips of the channels you follow appear here, newest first.')).toBeVisible();
  await page.getByRole('link', { name: 'Find channels to follow' }).click();
  await expect(page).toHaveURL(/\/recommendations$/);

  await site.open(page, `/${ready.channelLogin}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // What the server answers for that channel, newest first, is what the tab shows, in that order.
  const expected = await callApi<Listing>(site.stack.apiUrl, 'client/videoListing/fetchByChannelLogins', { channelLoginList: [ready.channelLogin], sort: 'new', limit: 24 });
  expect(expected.clipList.length).toBeGreaterThan(0);
  await site.open(page, '/');
  await page.getByRole('tab', { name: 'Following' }).click();
  const cards = page.getByTestId('clip-card');
  await expect(cards.first()).toContainText(expected.clipList[0]!.clipTitle);
  await expect(cards).toHaveCount(expected.clipList.length);
  const titles = await cards.locator('h3').allTextContents();
  expect(titles.map((title) => title.trim())).toEqual(expected.clipList.map((clip) => clip.clipTitle));
  // Nobody else's clips.
  for (const card of await cards.all()) await expect(card).toContainText(expected.clipList[0]!.channelDisplayName);
});
