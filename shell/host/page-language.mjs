/**
 * The language a page's head is written in. The saved setting lives in localStorage (SPEC section 3,
 * APP_LANGUAGE_PREFERENCE), which a server never sees: the first-paint script copies it into a cookie of the same
 * name, so from the second visit on the head matches the saved setting. Order: ?lang= (the hreflang alternates),
 * the language a caching proxy keyed the request on (page-cache.mjs EDGE_LANGUAGE_HEADER), that cookie,
 * Accept-Language, en-US.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from './head-strings.mjs';
import { cookieValue } from './page-cache.mjs';

export const LANGUAGE_COOKIE = 'APP_LANGUAGE_PREFERENCE';

function known(value) {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  if (lower === 'ja' || lower.startsWith('ja-')) return 'ja';
  if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  return null;
}

/** Accept-Language by q-value; the first language we have wins. */
function fromAcceptLanguage(header) {
  const ranked = String(header ?? '')
    .split(',')
    .map((item, index) => {
      const [tag, ...params] = item.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((item) => item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const item of ranked) {
    const language = known(item.tag);
    if (language) return language;
  }
  return null;
}

/** @returns {{ language: 'en-US' | 'ja', explicit: boolean }} explicit: the URL asked for it (?lang=). */
export function pageLanguage({ query, edge, cookie, acceptLanguage }) {
  const asked = LANGUAGES.includes(query) ? query : null;
  if (asked) return { language: asked, explicit: true };
  const fromEdge = LANGUAGES.includes(edge) ? edge : null;
  return { language: fromEdge ?? known(cookieValue(cookie, LANGUAGE_COOKIE)) ?? fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE, explicit: false };
}
