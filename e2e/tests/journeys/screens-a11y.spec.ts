import type { Page } from '@playwright/test';
import { test, type Site } from '../../support/stack';
import { noSeriousViolations } from './support/a11y';
import { createUser, waitForReadyClips } from './support/api';
import { logInThroughUi } from './support/ui';

/**
 * Opens the page of a ready seeded clip and then each of `pages`, checking each with axe. The seed encodes in the
 * background after the stack starts: waiting for a ready clip keeps the clip page in the check on a fresh stack
 * (listing before that found none, and the clip page was silently left out).
 */
async function checkScreens(page: Page, site: Site, pages: string[]) {
  const [clip] = await waitForReadyClips(site.stack.apiUrl);
  for (const pathname of [`/${clip.channelLogin}/clip/${clip.internalClipId}`, ...pages]) {
    await test.step(pathname, async () => {
      await site.open(page, pathname);
      await noSeriousViolations(page);
    });
  }
}

for (const language of ['en-US', 'ja'] as const) {
  test(`clip page, channel page, reset, welcome and requests have no serious accessibility violations (${language})`, async ({ page, site, consoleErrors }) => {
    // An unknown channel on purpose: the page and its profile call are answered 404, which the browser logs.
    consoleErrors.allow(/status of 404 .* @ http:\/\/localhost:\d+\/no_such_channel_here$/);
    consoleErrors.allow(/status of 404 .* @ http:\/\/localhost:\d+\/client\/channel\/getChannelProfile(\?input=\S*)?$/);
    // Up to 150 s for the seed's first ready clip on a fresh stack, then six screens.
    test.setTimeout(300_000);
    await page.addInitScript((lang) => window.localStorage.setItem('APP_LANGUAGE_PREFERENCE', lang), language);
    await checkScreens(page, site, ['/pixelpioneer', '/no_such_channel_here', '/account/reset', '/account/register/welcome', '/streamer/requests']);
  });
}

test('signed-in states of the screens have no serious accessibility violations', async ({ page, site }) => {
  test.setTimeout(300_000);
  const user = await createUser(site.stack);
  await logInThroughUi(page, site, user);
  await checkScreens(page, site, ['/', '/pixelpioneer', '/account/register/welcome', '/streamer/requests', '/account/login']);
});
