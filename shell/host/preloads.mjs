/**
 * The fastest first view (issue 13 part 3): what the head asks the browser to fetch at once, in parallel with the
 * shell: the LCP poster, connections to the API and media origins, and the route's remote (its mf-manifest.json and
 * its entry) so the chain shell → remotes.json → manifest → entry no longer runs one after the other.
 */
import { escapeHtml } from './render-head.mjs';

const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 1000;

/**
 * The remote that renders a page: the owner of the route it matches in the remotes' declared routes
 * (route-registry.mjs); none for the shell's own pages (page-routes.mjs's `named` pages are only those).
 * @param {ReturnType<import('./page-routes.mjs').matchPage>} page
 * @param {{ remote: string } | null} route   routeOf(the route table, the path)
 */
export function remoteOf(page, route) {
  if (page.kind === 'named') return null;
  if (route) return route.remote;
  // The shell's OAuth frame (/oauth/twitch, an account page no remote declares) runs the account remote's part.
  return page.kind === 'private' && page.key === 'account' ? 'mfe_account' : null;
}

/**
 * Entry addresses read from the remotes' manifests, cached briefly. Never waited for: a page goes out with what is
 * known, and the first look-up of a manifest only serves the next pages (a slow or down remote costs nothing).
 */
export function createEntryCache({ now = Date.now } = {}) {
  const cache = new Map();
  return {
    entryOf(manifestUrl) {
      const hit = cache.get(manifestUrl);
      if (!hit || hit.expires <= now()) {
        cache.set(manifestUrl, { expires: now() + MANIFEST_TTL_MS, entry: hit?.entry ?? null });
        void fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
          .then((response) => (response.ok ? response.json() : null))
          .then((manifest) => {
            const entry = manifest?.metaData?.remoteEntry;
            if (!entry?.name) return;
            const publicPath = manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : manifestUrl;
            cache.set(manifestUrl, { expires: now() + MANIFEST_TTL_MS, entry: new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, publicPath).href });
          })
          .catch(() => undefined);
      }
      return hit?.entry ?? null;
    },
  };
}

/**
 * The thumbnail address the page shows: avif where the browser decodes it (its Accept header says so, as the app's
 * own probe will), else webp. The preload, the HTML's first view and the app then ask for the same address.
 * @param {{ webp: string | null, avif: string | null }} media   clipMedia's thumbnails
 */
export function thumbnailFor(media, accept) {
  const avif = /\bimage\/avif\b/.test(accept) ? media.avif : null;
  return avif ?? media.webp;
}

const originOf = (address) => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * @param {object} o
 * @param {{ clip: object | null }} o.head       buildHead's answer
 * @param {{ webp: string | null, avif: string | null } | null} o.poster   clipMedia's thumbnails of the page's clip
 * @param {string} o.accept                       the request's Accept header
 * @param {string} o.publicOrigin
 * @param {string} o.apiBaseUrl
 * @param {string} o.mediaBaseUrl
 * @param {string | null} o.manifestUrl          the route's remote manifest (remotes.json)
 * @param {string | null} o.entryUrl
 */
export function preloadTags({ poster, accept, publicOrigin, apiBaseUrl, mediaBaseUrl, manifestUrl, entryUrl }) {
  const tags = [];
  const api = originOf(apiBaseUrl);
  const media = originOf(mediaBaseUrl);
  // API calls are CORS fetches (crossorigin); images are not: one connection pool each.
  if (api && api !== publicOrigin) tags.push(`<link rel="preconnect" href="${escapeHtml(api)}" crossorigin>`);
  if (media && media !== publicOrigin) tags.push(`<link rel="preconnect" href="${escapeHtml(media)}">`);
  const image = poster ? thumbnailFor(poster, accept) : null;
  if (image) tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" type="${image === poster.avif ? 'image/avif' : 'image/webp'}" fetchpriority="high">`);
  for (const preload of remotePreloads({ manifestUrl, entryUrl })) {
    tags.push(`<link rel="preload" as="${preload.as}" href="${escapeHtml(preload.href)}"${preload.crossorigin ? ' crossorigin' : ''}>`);
  }
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/** The route's remote, fetched in parallel with the shell: its manifest (a CORS fetch) and its entry script. */
export function remotePreloads({ manifestUrl, entryUrl }) {
  return [
    ...(manifestUrl ? [{ as: 'fetch', href: manifestUrl, crossorigin: true }] : []),
    ...(entryUrl ? [{ as: 'script', href: entryUrl, crossorigin: false }] : []),
  ];
}
