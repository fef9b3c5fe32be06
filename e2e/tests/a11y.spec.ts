import AxeBuilder from '@axe-core/playwright';
import { pageSettled, transitionsOver } from '../support/page-settled';
import { expect, test } from '../support/stack';

const pages = ['/', '/menu', '/license', '/account/login', '/account/register', '/search', '/overview', '/no/such/page'];

for (const pathname of pages) {
  test(`no serious or critical accessibility violations on ${pathname}`, async ({ page, site, consoleErrors }) => {
    // An unknown address is answered 404 (the not-found page), which the browser logs: opened on purpose.
    if (pathname === '/no/such/page') consoleErrors.allow(/status of 404 .* @ http:\/\/localhost:\d+\/no\/such\/page$/);
    await site.open(page, pathname);
    await expect(page.getByTestId('remote-loading')).toHaveCount(0, { timeout: 15_000 });
    // The page at rest, so every run scans the same page: the service worker's first install has ended (its
    // "ready to work offline" notice is then shown), the page has settled, and no transition is under way.
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', /^(cached|updated|unregistered|unavailable|error)$/, { timeout: 30_000 });
    await pageSettled(page);
    await transitionsOver(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  });
}
