/*
 * The shell's own routes. Which remote renders any other path is not written here: the remotes declare their routes
 * and the shell reads them at boot (features/federation/route-table.ts, ADR 0158).
 */

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
