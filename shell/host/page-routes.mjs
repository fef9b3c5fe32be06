/**
 * Which page a path is, as far as its <head> cares: the shell's own pages, and the remotes' pages that begin with a
 * channel login (frontpage, clip, embed, channel, collection: the host checks the login's shape and reads the first
 * three from the API). Every other remote page is one the remotes declare (route-registry.mjs, ADR 0158):
 * html-host.mjs turns an `unknown` path that a declared route with a static first segment matches into a `declared`
 * page with the remote's title.
 */

const LOGIN = '([A-Za-z0-9_]{1,25})';
const CLIP_ID = '([A-Za-z0-9_-]{6,32})';
const CLIP_PATH = new RegExp(`^/${LOGIN}/clip/${CLIP_ID}/?$`);
const EMBED_PATH = new RegExp(`^/embed/${LOGIN}/${CLIP_ID}/?$`);
const CHANNEL_PATH = new RegExp(`^/${LOGIN}/?$`);
/** A channel's collection (ADR 0148); its id is a newId() as a clip id is. */
const COLLECTION_PATH = new RegExp(`^/${LOGIN}/collections/${CLIP_ID}/?$`);
/** The shell's own pages, with their head-strings key. */
const NAMED_PAGES = {
  '/menu': 'menu',
  '/settings': 'settings',
  '/license': 'license',
  '/info': 'info',
  '/installation': 'installation',
  '/about/privacy-policy': 'privacyPolicy',
  '/about/terms-of-service': 'termsOfService',
  '/about/safety-standards': 'safetyStandards',
};

/** The shell's OAuth frame: behind sign-in, no index. */
const PRIVATE_PREFIXES = [['/oauth', 'account']];

/**
 * First path segments that are never channel logins: the shell's and those of SPEC section 2's routes, so the host
 * does not ask the API about a channel called "search". (A static route a remote declares later outranks a login in
 * html-host.mjs without being listed here.)
 */
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
  for (const [prefix, key] of PRIVATE_PREFIXES) {
    if (trimmed === prefix || trimmed.startsWith(`${prefix}/`)) return { kind: 'private', key };
  }
  match = COLLECTION_PATH.exec(pathname);
  if (match && !RESERVED.has(match[1])) return { kind: 'collection', channelLogin: match[1].toLowerCase(), collectionId: match[2] };
  match = CHANNEL_PATH.exec(pathname);
  if (match && !RESERVED.has(match[1])) return { kind: 'channel', channelLogin: match[1].toLowerCase() };
  return { kind: 'unknown' };
}
