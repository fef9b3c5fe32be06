/**
 * Which rendered pages a shared cache (a CDN, docs/deploy/nginx-page-cache.conf.template) may keep, and for how long
 * (issue 24 item 2, the HTML host's half; ADR 0141 addendum).
 *
 * A page's HTML is the same for every signed-out visitor who gets the same language and image format: the host asks
 * the API as nobody, and the person's session lives in the browser. So a signed-out page the host rendered whole is
 * public for as long as the API's public reads are (PUBLIC_READ_CACHE in the contract), revalidated by the browser
 * every time (max-age=0) with a strong ETag. Never kept by anything shared:
 * - a request of a signed-in browser (the shell keeps SIGNED_IN_COOKIE while someone is signed in): the HTML would be
 *   the same, but nothing of a signed-in person's is ever stored by a shared cache, so a later personal page cannot
 *   leak through a rule written for this one;
 * - a page rendered without its data (the API slow or down: the plain shell), which the next request renders whole;
 * - a 404 (a clip about to be published is asked for by its streamer's followers the moment it is).
 */
import { createHash } from 'node:crypto';

/** Kept while someone is signed in on the browser (shell/src/features/auth/signed-in-cookie.ts writes it). */
export const SIGNED_IN_COOKIE = 'CLIPYARD_SIGNED_IN';

/**
 * The language a caching proxy decided for the request, by the rule it keys its cache on (the template's map). The
 * host then renders exactly the language of the key; a visitor who sends it themselves just picks their language.
 */
export const EDGE_LANGUAGE_HEADER = 'x-page-language';

/** As the API's public reads (shared/src/contract/call-index.ts PUBLIC_READ_CACHE; a test keeps them equal). */
export const PAGE_CACHE = { sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 10 };

export const PUBLIC_PAGE = `public, max-age=0, s-maxage=${PAGE_CACHE.sMaxAgeSeconds}, stale-while-revalidate=${PAGE_CACHE.staleWhileRevalidateSeconds}`;
/** A signed-in browser's page: neither a shared cache nor the browser keeps it. */
export const SIGNED_IN_PAGE = 'private, no-store';
/** Not public (no data, a 404): a shared cache does not store it, a browser asks again every time. */
export const UNCACHED_PAGE = 'no-cache';

/**
 * What a page's answer depends on besides its address: the language (cookie, Accept-Language, the proxy's header),
 * the image format of its preloads (Accept) and the signed-in cookie.
 */
export const PAGE_VARY = 'Accept-Encoding, Accept, Accept-Language, Cookie, X-Page-Language';

/** The value of one cookie of a Cookie header, or null. */
export function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function isSignedInRequest(cookieHeader) {
  return cookieValue(cookieHeader, SIGNED_IN_COOKIE) === '1';
}

/**
 * @param {{ signedIn: boolean, status: number, complete: boolean }} o  complete: rendered with every piece of data
 *   the page asks the API for
 */
export function pageCacheControl({ signedIn, status, complete }) {
  if (signedIn) return SIGNED_IN_PAGE;
  return status === 200 && complete ? PUBLIC_PAGE : UNCACHED_PAGE;
}

/** A strong validator of the exact bytes of the page (before compression: see send's encoding suffix). */
export function pageEntityTag(body) {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match names this tag (or any, `*`): the weak comparison RFC 9110 asks of If-None-Match. */
export function alreadyHeld(ifNoneMatch, tag) {
  if (!ifNoneMatch) return false;
  return String(ifNoneMatch)
    .split(',')
    .some((candidate) => {
      const held = candidate.trim().replace(/^W\//, '');
      return held === '*' || held === tag;
    });
}
