import type { Page } from '@playwright/test';
import { expect, test, type Site } from '../../support/stack';
import { noSeriousViolations } from './support/a11y';
import { callApi, createUser } from './support/api';
import { logInThroughUi } from './support/ui';

/** Opens the newest seeded clip's page and then each of `pages`, checking each with axe. */
async function checkScreens(page: Page, site: Site, pages: string[], options?: Parameters<typeof noSeriousViolations>[1]) {
  const listing = await callApi<{ clipList: Array<{ internalClipId: string; channelLogin: string }> }>(
    site.stack.apiUrl,
    'client/videoListing/masterFrontpageList',
    { sort: 'new', period: 'all' },
  );
  const newest = listing.clipList[0];
  // The demo seed always has ready clips: a missing one would silently drop the clip page from the check.
  expect(newest, 'a seeded clip').toBeTruthy();
  for (const pathname of [`/${newest.channelLogin}/clip/${newest.internalClipId}`, ...pages]) {
    await test.step(pathname, async () => {
      await site.open(page, pathname);
      await noSeriousViolations(page, options);
    });
  }
}

for (const language of ['en-US', 'ja'] as const) {
  test(`clip page, channel page, reset, welcome and requests have no serious accessibility violations (${language})`, async ({ page, site }) => {
    test.setTimeout(120_000);
    await page.addInitScript((lang) => window.localStorage.setItem('APP_LANGUAGE_PREFERENCE', lang), language);
    await checkScreens(page, site, ['/pixelpioneer', '/no_such_channel_here', '/account/reset', '/account/register/welcome', '/streamer/requests']);
  });
}

test('signed-in states of the screens have no serious accessibility violations', async ({ page, site }) => {
  test.setTimeout(120_000);
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);
  await checkScreens(page, site, ['/', '/pixelpioneer', '/account/register/welcome', '/streamer/requests', '/account/login'], { excludeHeader: true });
});
