import { test } from '../../support/stack';
import { noSeriousViolations } from './support/a11y';
import { callApi, createUser } from './support/api';
import { logInThroughUi } from './support/ui';

for (const language of ['en-US', 'ja'] as const) {
  test(`clip page, channel page, reset, welcome and requests have no serious accessibility violations (${language})`, async ({ page, site }) => {
    test.setTimeout(120_000);
    await page.addInitScript((lang) => window.localStorage.setItem('APP_LANGUAGE_PREFERENCE', lang), language);
    const listing = await callApi<{ clipList: Array<{ internalClipId: string; channelLogin: string }> }>(
      site.stack.apiUrl,
      'client/videoListing/masterFrontpageList',
      { sort: 'new', period: 'all' },
    );
    const pages = ['/pixelpioneer', '/no_such_channel_here', '/account/reset', '/account/register/welcome', '/streamer/requests'];
    if (listing.clipList[0]) pages.unshift(`/${listing.clipList[0].channelLogin}/clip/${listing.clipList[0].internalClipId}`);
    for (const pathname of pages) {
      await test.step(pathname, async () => {
        await site.open(page, pathname);
        await noSeriousViolations(page);
      });
    }
  });
}

test('signed-in states of the screens have no serious accessibility violations', async ({ page, site }) => {
  test.setTimeout(120_000);
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);
  const listing = await callApi<{ clipList: Array<{ internalClipId: string; channelLogin: string }> }>(
    site.stack.apiUrl,
    'client/videoListing/masterFrontpageList',
    { sort: 'new', period: 'all' },
  );
  const pages = ['/', '/pixelpioneer', '/account/register/welcome', '/streamer/requests', '/account/login'];
  if (listing.clipList[0]) pages.unshift(`/${listing.clipList[0].channelLogin}/clip/${listing.clipList[0].internalClipId}`);
  for (const pathname of pages) {
    await test.step(pathname, async () => {
      await site.open(page, pathname);
      await noSeriousViolations(page, { excludeHeader: true });
    });
  }
});
