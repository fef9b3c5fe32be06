import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../../support/stack';
import { callApi, createUser } from './support/api';
import { logInThroughUi } from './support/ui';

/** The screens of the four remotes beyond those the platform's a11y suite covers, in both languages. */
async function noSeriousViolations(page: Page, options: { excludeHeader?: boolean } = {}) {
  await expect(page.getByTestId('remote-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 }); // screens' own loading states
  const builder = new AxeBuilder({ page });
  // Signed in, the shell's header is the platform's (its own a11y suite covers it); these checks are the screens'.
  if (options.excludeHeader) builder.exclude('header');
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

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
