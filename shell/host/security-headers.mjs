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
 * Scripts a rendered page may run (issue 22 item 7, ADR 0134): the site's own, its remotes' (their origins, from
 * remotes.json: Module Federation adds their <script> elements), Google's sign-in helper (Firebase's popup sign-in
 * loads it), and the page's own inline scripts, each carrying this response's nonce. Nothing else: an injected
 * <script> or inline handler never runs. No plugins (object-src), and no <base> that would move relative addresses.
 * @param {{ nonce: string, scriptOrigins: string[] }} o
 */
export function pageScriptPolicy({ nonce, scriptOrigins }) {
  const sources = ["'self'", `'nonce-${nonce}'`, ...new Set(scriptOrigins), 'https://apis.google.com'];
  return `script-src ${sources.join(' ')}; object-src 'none'; base-uri 'self'`;
}

/**
 * The headers of a rendered page: framing (pageFramingHeaders) and its script policy in one Content-Security-Policy.
 * @param {{ embed: boolean, nonce: string, scriptOrigins: string[] }} o
 * @returns {Record<string, string>}
 */
export function renderedPageHeaders({ embed, nonce, scriptOrigins }) {
  const framing = pageFramingHeaders({ embed });
  return { ...framing, 'Content-Security-Policy': `${framing['Content-Security-Policy']}; ${pageScriptPolicy({ nonce, scriptOrigins })}` };
}

/**
 * Gives every script a rendered page runs the response's nonce (the template's, the loader after the first view).
 * Data blocks (the first data, JSON-LD) run nothing and keep their exact form.
 */
export function withScriptNonce(html, nonce) {
  return html.replace(/<script\b([^>]*)>/g, (tag, attributes) =>
    /\snonce=|\stype="application\/(?:ld\+)?json"/.test(attributes) ? tag : `<script nonce="${nonce}"${attributes}>`,
  );
}
