import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../../support/stack';
import { callApi } from './support/api';

/** The screens of the four remotes beyond those the platform's a11y suite covers, in both languages. */
async function noSeriousViolations(page: Page) {
  await expect(page.getByTestId('remote-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 }); // screens' own loading states
  const results = await new AxeBuilder({ page }).analyze();
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
