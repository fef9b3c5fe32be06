import type { RemoteName } from '@clipyard/shared';

/**
 * Every route of SPEC section 2 and who owns it (ARCHITECTURE.md section 2). The shell knows the
 * patterns so it can paint the layout at once and load only the owning remote; the remote supplies
 * the screen through its exposed `./routes` list (same absolute patterns).
 */
export interface RemoteRouteEntry {
  path: string;
  remote: RemoteName;
  /** 'none': outside the layout (the remote's route declares the same). */
  layout?: 'none';
}

export const remoteRoutes: RemoteRouteEntry[] = [
  // clips
  { path: '/', remote: 'mfe_clips' },
  // A category's page (ADR 0150): before the channel patterns ('category' is never a channel login).
  { path: '/category/:categorySlug', remote: 'mfe_clips' },
  { path: '/:channelLogin/clip/:internalClipId', remote: 'mfe_clips' },
  // The embed player (ARCHITECTURE.md section 2: outside the layout, player only).
  { path: '/embed/:channelLogin/:internalClipId', remote: 'mfe_clips', layout: 'none' },
  // channels
  { path: '/:channelLogin', remote: 'mfe_channels' },
  // A channel's collection (issue 23 item 5, ADR 0148): `collections` after a login is never a clip address.
  { path: '/:channelLogin/collections/:collectionId', remote: 'mfe_channels' },
  { path: '/search', remote: 'mfe_channels' },
  { path: '/recommendations', remote: 'mfe_channels' },
  { path: '/tipping', remote: 'mfe_channels' },
  // account
  { path: '/account/email', remote: 'mfe_account' },
  { path: '/account/userProfile', remote: 'mfe_account' },
  { path: '/account/deleteAccount', remote: 'mfe_account' },
  { path: '/account/blocks', remote: 'mfe_account' },
  { path: '/account/login', remote: 'mfe_account' },
  { path: '/account/register', remote: 'mfe_account' },
  { path: '/account/register/welcome', remote: 'mfe_account' },
  { path: '/account/reset', remote: 'mfe_account' },
  // The page of the provider's email links (ARCHITECTURE.md section 2, ADR 0053).
  { path: '/account/action', remote: 'mfe_account' },
  { path: '/connections', remote: 'mfe_account' },
  { path: '/about/userData', remote: 'mfe_account' },
  { path: '/about/takedown', remote: 'mfe_account' },
  // streamer
  { path: '/streamer/requests', remote: 'mfe_streamer' },
  { path: '/streamer/clips', remote: 'mfe_streamer' },
  { path: '/streamer/collections', remote: 'mfe_streamer' },
  { path: '/streamer/pageEditor', remote: 'mfe_streamer' },
  { path: '/streamer/disconnectChannel', remote: 'mfe_streamer' },
  { path: '/upload', remote: 'mfe_streamer' },
  { path: '/overview', remote: 'mfe_streamer' },
  // The moderation queue (ARCHITECTURE section 5: /admin/* are studio tools).
  { path: '/admin/reports', remote: 'mfe_streamer' },
  // Routes a remote adds later under its own prefix reach it without a shell release.
  { path: '/account/*', remote: 'mfe_account' },
  { path: '/streamer/*', remote: 'mfe_streamer' },
  { path: '/admin/*', remote: 'mfe_streamer' },
];

/** The shell's own pages (inside the layout), with their title keys in the 'shell' namespace. */
export const shellPages = [
  'menu',
  'settings',
  'license',
  'info',
  'installation',
  'privacyPolicy',
  'termsOfService',
  'safetyStandards',
] as const;
export type ShellPage = (typeof shellPages)[number];

export const shellPagePaths: Record<ShellPage, string> = {
  menu: '/menu',
  settings: '/settings',
  license: '/license',
  info: '/info',
  installation: '/installation',
  privacyPolicy: '/about/privacy-policy',
  termsOfService: '/about/terms-of-service',
  // SPEC section 2: reuses the terms-of-service route name.
  safetyStandards: '/about/safety-standards',
};

export const OAUTH_TWITCH_PATH = '/oauth/twitch';
