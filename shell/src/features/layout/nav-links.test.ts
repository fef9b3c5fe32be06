import { accountLinks, visibleFor } from './nav-links';

const signedIn = { isSignedIn: true, isStreamer: false };
const signedOut = { isSignedIn: false, isStreamer: false };

test('the navigation lists “My reports” after the submissions, for signed-in people only (issue 22 item 1)', () => {
  const paths = (flags: typeof signedIn) => accountLinks.filter((link) => visibleFor(link, flags)).map((link) => link.to);
  expect(paths(signedIn)).toEqual(['/account/userProfile', '/connections', '/account/blocks', '/account/submissions', '/account/lists', '/account/reports']);
  expect(accountLinks.find((link) => link.to === '/account/reports')?.labelKey).toBe('nav.reports');
  expect(paths(signedOut)).not.toContain('/account/reports');
  expect(paths(signedOut)).not.toContain('/account/lists');
});
