import { createHash } from 'node:crypto';

/**
 * The security headers of the site's own answers (issue 22 item 7), in one place for the HTML host and the remotes'
 * static server (scripts/lib/static-server.mjs); the API sets the same from server/src/http/security-headers.ts.
 * - nosniff on every answer: a browser never guesses a script or a stylesheet out of a JSON or text answer.
 * - Framing: every page refuses to be framed by another site (clickjacking: a page with a Delete button drawn
 *   under a decoy), except the embed player, whose purpose is to be framed anywhere. Both the CSP directive and
 *   X-Frame-Options, for browsers that know only the older one.
 * - HSTS once the site is served over https (PUBLIC_ORIGIN): a year, subdomains included. Never over http, where a
 *   browser ignores it and a local `npm start` must keep working.
 */

/** A year, the value browsers' preload lists ask for. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** @returns {Record<string, string>} the headers every answer carries */
export function commonSecurityHeaders({ publicOrigin } = {}) {
  const headers = { 'X-Content-Type-Options': 'nosniff' };
  if (typeof publicOrigin === 'string' && publicOrigin.startsWith('https://')) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/**
 * The framing headers of an HTML page.
 * @param {{ embed: boolean }} o  whether the page is the embed player (/embed/{login}/{id})
 * @returns {Record<string, string>}
 */
export function pageFramingHeaders({ embed }) {
  if (embed) return { 'Content-Security-Policy': 'frame-ancestors *' };
  return { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' };
}

/**
 * Scripts a rendered page may run (issue 22 item 7, ADR 0134; hashes since the ADR 0141 addendum): the site's own, its
 * remotes' (their origins, from remotes.json: Module Federation adds their <script> elements), Google's sign-in helper
 * (Firebase's popup sign-in loads it), and the page's own inline scripts by the SHA-256 of their text. A hash, not a
 * nonce: a page a shared cache keeps is answered to many people, and a nonce everyone has seen protects nothing, while
 * a hash allows exactly the scripts the host wrote. Nothing else: an injected <script> or inline handler never runs.
 * No plugins (object-src), and no <base> that would move relative addresses.
 * @param {{ hashes: string[], scriptOrigins: string[] }} o  hashes: 'sha256-…' sources (inlineScriptHashes)
 */
export function pageScriptPolicy({ hashes, scriptOrigins }) {
  const sources = ["'self'", ...new Set(hashes), ...new Set(scriptOrigins), 'https://apis.google.com'];
  return `script-src ${sources.join(' ')}; object-src 'none'; base-uri 'self'`;
}

/**
 * The headers of a rendered page: framing (pageFramingHeaders) and its script policy in one Content-Security-Policy.
 * @param {{ embed: boolean, hashes: string[], scriptOrigins: string[] }} o
 * @returns {Record<string, string>}
 */
export function renderedPageHeaders({ embed, hashes, scriptOrigins }) {
  const framing = pageFramingHeaders({ embed });
  return { ...framing, 'Content-Security-Policy': `${framing['Content-Security-Policy']}; ${pageScriptPolicy({ hashes, scriptOrigins })}` };
}

/**
 * The CSP sources of the inline scripts of a page ('sha256-…' of each one's exact text, as the browser hashes it).
 * Scripts with a src are allowed by their origin; data blocks (the first data, JSON-LD) run nothing.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=|\stype="application\/(?:ld\+)?json"/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
