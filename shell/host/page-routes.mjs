/**
 * Which page a path is, as far as its <head> cares (the route table of shell/src/features/routing/route-table.ts, SPEC
 * section 2). Pages behind sign-in or of the studio are `private`: no index, generic head.
 */

const LOGIN = '([A-Za-z0-9_]{1,25})';
const CLIP_ID = '([A-Za-z0-9_-]{6,32})';
const CLIP_PATH = new RegExp(`^/${LOGIN}/clip/${CLIP_ID}/?$`);
const EMBED_PATH = new RegExp(`^/embed/${LOGIN}/${CLIP_ID}/?$`);
const CHANNEL_PATH = new RegExp(`^/${LOGIN}/?$`);
/** A category's page (mfe-clips, ADR 0150): matched before the channel patterns; its head is the generic 'category' one. */
const CATEGORY_PATH = /^\/category\/[A-Za-z0-9-]{1,64}\/?$/;
/** A channel's collection (ADR 0148); its id is a newId() as a clip id is. */
const COLLECTION_PATH = new RegExp(`^/${LOGIN}/collections/${CLIP_ID}/?$`);

/** The shell's own pages and the public listing pages of the remotes, with their head-strings key. */
const NAMED_PAGES = {
  '/menu': 'menu',
  '/settings': 'settings',
  '/license': 'license',
  '/info': 'info',
  '/installation': 'installation',
  '/about/privacy-policy': 'privacyPolicy',
  '/about/terms-of-service': 'termsOfService',
  '/about/safety-standards': 'safetyStandards',
  '/search': 'search',
  '/recommendations': 'recommendations',
  '/tipping': 'tipping',
};

const PRIVATE_PREFIXES = [
  ['/account', 'account'],
  ['/connections', 'account'],
  ['/about/userData', 'account'],
  ['/oauth', 'account'],
  ['/streamer', 'studio'],
  ['/upload', 'studio'],
  ['/overview', 'studio'],
  ['/admin', 'studio'],
];

/** First path segments that are never channel logins (the routes above). */
const RESERVED = new Set(['menu', 'settings', 'license', 'info', 'installation', 'about', 'search', 'recommendations', 'tipping', 'account', 'connections', 'oauth', 'streamer', 'upload', 'overview', 'admin', 'embed', 'category']);

/**
 * @returns {{ kind: 'frontpage' } | { kind: 'clip', channelLogin: string, internalClipId: string }
 *   | { kind: 'embed', channelLogin: string, internalClipId: string } | { kind: 'channel', channelLogin: string }
 *   | { kind: 'collection', channelLogin: string, collectionId: string }
 *   | { kind: 'named', key: string } | { kind: 'private', key: string } | { kind: 'unknown' }}
 *   (html-host.mjs turns an 'unknown' path that a remote declared a route for into { kind: 'declared', title, index })
 */
export function matchPage(pathname) {
  if (pathname === '/' || pathname === '') return { kind: 'frontpage' };
  let match = CLIP_PATH.exec(pathname);
  if (match) return { kind: 'clip', channelLogin: match[1].toLowerCase(), internalClipId: match[2] };
  match = EMBED_PATH.exec(pathname);
  if (match) return { kind: 'embed', channelLogin: match[1].toLowerCase(), internalClipId: match[2] };
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (NAMED_PAGES[trimmed]) return { kind: 'named', key: NAMED_PAGES[trimmed] };
  if (CATEGORY_PATH.test(pathname)) return { kind: 'named', key: 'category' };
  for (const [prefix, key] of PRIVATE_PREFIXES) {
    if (trimmed === prefix || trimmed.startsWith(`${prefix}/`)) return { kind: 'private', key };
  }
  match = COLLECTION_PATH.exec(pathname);
  if (match && !RESERVED.has(match[1])) return { kind: 'collection', channelLogin: match[1].toLowerCase(), collectionId: match[2] };
  match = CHANNEL_PATH.exec(pathname);
  if (match && !RESERVED.has(match[1])) return { kind: 'channel', channelLogin: match[1].toLowerCase() };
  return { kind: 'unknown' };
}
