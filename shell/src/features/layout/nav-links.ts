import type { KeysOf } from '@clipyard/shared';
import type { shellEnUS } from '../../i18n/shell.en-US';

/** Navigation entries shared by the drawer and the /menu page (labels in the 'shell' namespace). */
export interface NavLink {
  to: string;
  labelKey: KeysOf<typeof shellEnUS>;
  /** Who sees it: everyone, signed-out visitors, signed-in users, or streamers. */
  audience?: 'all' | 'signedOut' | 'signedIn' | 'streamer';
}

export const discoverLinks: NavLink[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/search', labelKey: 'nav.search' },
  { to: '/recommendations', labelKey: 'nav.recommendations' },
  { to: '/tipping', labelKey: 'nav.tipping' },
  { to: '/upload', labelKey: 'nav.upload', audience: 'signedIn' },
];

export const accountLinks: NavLink[] = [
  { to: '/account/login', labelKey: 'nav.login', audience: 'signedOut' },
  { to: '/account/register', labelKey: 'nav.register', audience: 'signedOut' },
  { to: '/account/userProfile', labelKey: 'nav.profile', audience: 'signedIn' },
  { to: '/connections', labelKey: 'nav.connections', audience: 'signedIn' },
  // Everyone: blocks made signed out are kept on the device and listed there too (issue 19 item 3).
  { to: '/account/blocks', labelKey: 'nav.blocks' },
  { to: '/account/submissions', labelKey: 'nav.submissions', audience: 'signedIn' },
  // The viewer's private saved lists (issue 23 item 5, ADR 0149).
  { to: '/account/lists', labelKey: 'nav.savedLists', audience: 'signedIn' },
  { to: '/account/reports', labelKey: 'nav.reports', audience: 'signedIn' },
];

export const aboutLinks: NavLink[] = [
  { to: '/info', labelKey: 'pages.info.title' },
  { to: '/installation', labelKey: 'pages.installation.title' },
  { to: '/license', labelKey: 'pages.license.title' },
  { to: '/about/privacy-policy', labelKey: 'pages.privacyPolicy.title' },
  { to: '/about/terms-of-service', labelKey: 'pages.termsOfService.title' },
  { to: '/about/safety-standards', labelKey: 'pages.safetyStandards.title' },
  // The public copyright notice form (issue 22 item 3), signed in or not.
  { to: '/about/takedown', labelKey: 'nav.takedown' },
];

export function visibleFor(link: NavLink, flags: { isSignedIn: boolean; isStreamer: boolean }): boolean {
  switch (link.audience ?? 'all') {
    case 'signedOut':
      return !flags.isSignedIn;
    case 'signedIn':
      return flags.isSignedIn;
    case 'streamer':
      return flags.isStreamer;
    default:
      return true;
  }
}
