/**
 * What the head of a page needs from the API (a clip, a channel), fetched with a time limit and kept for a short
 * while. The host must never be slower or less available than the plain shell: a slow, failing or unreachable API
 * answers `null` ("unknown"), and the page goes out with the generic head. Only a clear "no such clip/channel" from
 * the API answers `{ found: false }` (a 404 page).
 */

/**
 * A found answer is inlined into the page and becomes the app's state (title, counts, the frontpage's clips): kept only
 * long enough to answer a burst of the same page (a link shared in a busy chat) with one API call, so a rename, a like
 * or a new clip shows on the next load (an e2e reload right after a rename once showed the old title for 30 s).
 */
export const FOUND_TTL_MS = 2_000;
const MISSING_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

/**
 * @param {object} o
 * @param {() => string} o.apiBaseUrl   read per call: a test or redeploy may move the API
 * @param {number} [o.timeoutMs]        the whole call, connection to last byte
 * @param {() => number} [o.now]
 */
export function createRouteData({ apiBaseUrl, timeoutMs = 300, now = Date.now }) {
  /** @type {Map<string, { expires: number, value: Promise<unknown> }>} */
  const cache = new Map();

  async function post(path, body, callTimeoutMs = timeoutMs) {
    const base = apiBaseUrl();
    const response = await fetch(`${base.endsWith('/') ? base : `${base}/`}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(callTimeoutMs),
    });
    return { status: response.status, answer: await response.json() };
  }

  /** One cached look-up; failures are not cached, so the next request tries again. */
  function cached(key, load) {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = load().catch(() => null);
    cache.set(key, { expires: now() + FOUND_TTL_MS, value });
    void value.then((result) => {
      if (result === null) cache.delete(key);
      else if (!result.found) cache.set(key, { expires: now() + MISSING_TTL_MS, value });
    });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value);
    return value;
  }

  return {
    /** @returns {Promise<{ found: true, clip: object, answer: object } | { found: false } | null>} */
    clip(internalClipId) {
      return cached(`clip:${internalClipId}`, async () => {
        const { answer } = await post('client/videoListing/fetchClipsById', { internalClipIdList: [internalClipId] });
        if (answer?.isSuccessful !== true || !Array.isArray(answer.clipList)) return null;
        const clip = answer.clipList[0];
        return clip ? { found: true, clip, answer } : { found: false };
      });
    },
    /** @returns {Promise<{ found: true, channel: object } | { found: false } | null>} */
    channel(channelLogin) {
      return cached(`channel:${channelLogin}`, async () => {
        const { answer } = await post('client/channel/getChannelProfile', { channelLogin });
        if (answer?.isSuccessful === true && answer.channelProfile) return { found: true, channel: answer.channelProfile };
        if (answer?.errorCode === 'CHANNEL_NOT_FOUND' || answer?.errorCode === 'CHANNEL_INVALID') return { found: false };
        return null;
      });
    },
    /**
     * The frontpage's first keyset page as a signed-out visitor gets it (the same call and limit as mfe-clips'
     * frontpage), or null.
     * @returns {Promise<{ found: true, clipList: object[], nextCursor: string | null } | null>}
     */
    frontpage(sort, period, limit) {
      return cached(`frontpage:${sort}:${period}:${limit}`, async () => {
        const { answer } = await post('client/videoListing/masterFrontpageList', { sort, period, cursor: null, limit });
        if (answer?.isSuccessful !== true || !Array.isArray(answer.clipList)) return null;
        return { found: true, clipList: answer.clipList, nextCursor: typeof answer.nextCursor === 'string' ? answer.nextCursor : null };
      });
    },
    /** A raw call for the sitemap (not cached: the sitemap is cached as a whole). */
    post,
    clear: () => cache.clear(),
  };
}
