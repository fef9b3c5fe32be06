import type { Route } from '@playwright/test';
import { expect, test } from '../../support/stack';
import { callOfRequest, createUser, waitForReadyClips } from './support/api';
import { logInThroughUi } from './support/ui';

const LISTING = 'client/videoListing/masterFrontpageList';

/**
 * Issue 21 item 2: one server-state cache for the page. A like on the clip page shows on the frontpage's card after
 * Back, without a reload and without listing again; signing out drops every answer fetched for the signed-in person.
 */
test('a like on the clip page shows on the frontpage card after Back; sign-out drops the signed-in answers', async ({ page, site }) => {
  test.setTimeout(240_000);
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);
  // The page loads again here, so it first lists as a visitor (the inlined page) and again once the session is known,
  // dropping the visitor's answer (setQueryViewer). Only the signed-in answer is what Back can find in the cache: a
  // click before it arrived (a slow machine, CI run 97) left nothing to go back to.
  const signedInListing = page.waitForResponse((response) => callOfRequest(response.request(), LISTING) !== null && Boolean(response.request().headers().authorization));
  await site.open(page, '/?sort=new&period=all');
  await signedInListing;

  const card = page.getByRole('list', { name: 'Clips' }).getByTestId('clip-card').filter({ hasText: clip.clipTitle });
  const countText = await card.getByText(/^Likes: \d+$/).textContent();
  const before = Number(countText?.replace(/\D/g, ''));
  await expect(card.getByTestId('card-liked')).toHaveCount(0);

  // Nothing below may load the page again: a mark on the window survives only a single-page navigation.
  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

  await card.getByRole('link', { name: clip.clipTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: clip.clipTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-count')).toContainText(String(before + 1));

  // From here the listing cannot answer (its requests are held): what the card shows after Back comes from the cache
  // (a listing older than 30 s is asked for again behind it, so no request at all is not the point).
  const isListing = (url: URL) => url.pathname.endsWith(`/${LISTING}`);
  const held: Route[] = [];
  await page.route(isListing, (route) => void held.push(route));
  await page.goBack();
  await expect(card.getByTestId('card-liked')).toHaveText(`Likes: ${before + 1} (you liked it)`);
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  await page.unroute(isListing);
  for (const route of held) await route.continue();

  const listings: Array<{ authorized: boolean }> = [];
  page.on('request', (request) => {
    if (callOfRequest(request, LISTING)) listings.push({ authorized: Boolean(request.headers().authorization) });
  });

  // Signed out, the same listing is asked again as a visitor (the signed-in answer is gone, not reused), and the
  // card no longer says it is liked.
  await page.getByRole('banner').getByRole('button', { name: `Account of ${user.username}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await expect.poll(() => listings.filter((listing) => !listing.authorized).length).toBeGreaterThan(0);
  await expect(card.getByText(`Likes: ${before + 1}`, { exact: true })).toBeVisible();
  await expect(card.getByTestId('card-liked')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});
