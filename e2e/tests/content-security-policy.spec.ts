import { expect, test, type Page } from '../support/stack';
import { pageSettled } from '../support/page-settled';
import { waitForReadyClips } from './journeys/support/api';

/**
 * The pages' Content-Security-Policy (issue 22 item 7, ADR 0134): scripts only from the site and its remotes, inline
 * ones only those the host wrote, by the hash of their text (ADR 0141 addendum: a page a shared cache keeps cannot
 * carry a per-answer nonce). Every route is opened under it, in both languages, and the browser reports no
 * violation: nothing the app runs needs more than the policy allows. Then a script injected into a page is refused:
 * the policy is enforced, not only sent.
 */
const ROUTES = [
  '/',
  '/search?q=clip',
  '/recommendations',
  '/tipping',
  '/menu',
  '/settings',
  '/license',
  '/info',
  '/installation',
  '/about/privacy-policy',
  '/about/terms-of-service',
  '/about/safety-standards',
  '/about/userData',
  '/account/login',
  '/account/register',
  '/account/reset',
  '/account/email',
  '/account/userProfile',
  '/account/deleteAccount',
  '/account/blocks',
  '/account/reports',
  '/connections',
  '/streamer/requests',
  '/streamer/clips',
  '/streamer/pageEditor',
  '/upload',
  '/overview',
  '/admin/reports',
  '/admin/log',
  '/no/such/page',
];

/** Collects the page's CSP violations from its first script on (the event fires on the document). */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe('every route', () => {
  // The unknown address is one of the routes: its 404 is the page's own answer.
  test.use({ allowedConsoleErrors: { patterns: [/status of 404 \(Not Found\) @ http:\/\/localhost:\d+\/no\/such\/page\?lang=(en-US|ja)$/] } });

  test('every route runs under the Content-Security-Policy with no violation, in both languages', async ({ page, site }) => {
    test.setTimeout(300_000);
    const [clip] = await waitForReadyClips(site.stack.apiUrl);
    const routes = [...ROUTES, `/${clip!.channelLogin}`, `/${clip!.channelLogin}/clip/${clip!.internalClipId}`, `/embed/${clip!.channelLogin}/${clip!.internalClipId}`];
    await watchViolations(page);
    for (const language of ['en-US', 'ja']) {
      for (const route of routes) {
        const address = `${route}${route.includes('?') ? '&' : '?'}lang=${language}`;
        const response = await page.goto(site.stack.shellUrl + address);
        expect([route, response?.headers()['content-security-policy']]).toEqual([route, expect.stringMatching(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='/)]);
        await pageSettled(page);
        expect([route, language, await violations(page)]).toEqual([route, language, []]);
      }
    }
  });
});

test.describe('an injected script', () => {
  // The refusal is what is tested: the browser reports it on the console.
  test.use({ allowedConsoleErrors: { patterns: [/^console\.error: Executing inline script violates the following Content Security Policy directive/, /^console\.error: Refused to execute inline script/] } });

  test('a script the host did not write never runs', async ({ page, site }) => {
    await watchViolations(page);
    await site.open(page, '/settings');
    // An inline script runs as it is inserted, or never: read right after, it has run if it ever will.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    // The browser reports the refusal (an event queued after the insertion).
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
  });
});
