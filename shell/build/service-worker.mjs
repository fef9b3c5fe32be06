/**
 * The shell's service worker (SPEC section 4: registered at /sw.js), generated with Workbox after every production
 * build (ADR 0101). What it does:
 * - precaches the shell's own files (hashed JS, icons, the web app manifest, the offline page);
 * - remotes.json, routes.json, config.json, every remote's mf-manifest.json and remoteEntry.js: network first, the cached copy
 *   only when the network fails, so a redeployed remote is never served stale;
 * - remotes' hashed chunks: cache first (a content hash never changes meaning);
 * - page navigations: network first (the HTML host renders each page's head), the last copy of a page opened before
 *   when the network fails, else the bilingual offline page (ADR 0123);
 * - clip thumbnails and profile pictures of the media host: stale while revalidate, so a page opened offline shows
 *   them (ADR 0123). API calls are not routed here: the API client keeps the reads' last answers itself; videos are
 *   not kept (large, ranged).
 * - Web Push: `sw-push.js` (shell/public) is imported; it shows pushed notifications and opens their page (ADR 0108).
 * - `sw-keep.js` (shell/public) is imported: it keeps what the page names that passed the worker by (ADR 0123).
 */
import path from 'node:path';
import { generateSW } from 'workbox-build';

/** The files of a shell build that are named by their content (rspack's [contenthash:8]). */
const HASHED = /\.[0-9a-f]{8}\./;

/**
 * The runtime caches' names. The page fills them too with what it loaded before the worker controlled it
 * (shell/src/features/offline/keep-for-offline.ts, whose unit test keeps its names equal to these; ADR 0123).
 */
export const SW_CACHES = {
  pages: 'clipyard-pages',
  runtimeConfig: 'clipyard-runtime-config',
  remoteEntries: 'clipyard-remote-entries',
  remoteChunks: 'clipyard-remote-chunks',
  // Written literally in the media route's handler too (a stringified function names nothing outside itself).
  mediaImages: 'clipyard-media-images',
};

/** Workbox's options for the shell's dist folder (exported for the unit test). */
export function serviceWorkerOptions(distDir) {
  return {
    globDirectory: distDir,
    globPatterns: ['**/*.{js,css,png,svg,webp,ico,webmanifest}', 'offline.html'],
    // Never precached: the worker itself, per-page HTML, the files that name the current versions, build stats.
    // sw-push.js and sw-keep.js are imported by the worker (the browser keeps and updates imported scripts itself).
    globIgnores: ['sw.js', 'sw-push.js', 'sw-keep.js', '**/*.map', 'index.html', 'remotes.json', 'config.json', 'mf-manifest*.json', 'remoteEntry.js'],
    swDest: path.join(distDir, 'sw.js'),
    importScripts: ['/sw-push.js', '/sw-keep.js'],
    mode: 'production',
    sourcemap: false,
    // One file: /sw.js is all a deployment serves for the worker.
    inlineWorkboxRuntime: true,
    dontCacheBustURLsMatching: HASHED,
    cleanupOutdatedCaches: true,
    // A new worker takes over at once; the page reloads itself when it sees the update (SPEC section 4).
    skipWaiting: true,
    clientsClaim: true,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    runtimeCaching: [
      {
        // A page opened before opens offline as it was last served (its head, first view and inlined first data); a
        // page never opened here gets the offline page. Network first: online, every page is the HTML host's latest.
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: SW_CACHES.pages,
          // The HTML host varies on language and cookie; a page kept from the page itself (keep-for-offline.ts)
          // was asked for by fetch, whose request carries none of those headers: the address alone picks the page.
          matchOptions: { ignoreVary: true },
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: '/offline.html' },
        },
      },
      {
        // The media host's pictures a page shows (ADR 0123). A function handler: stringified into sw.js, so it names
        // nothing outside itself. Fetched again with CORS (the media host allows it) so what is kept is a readable
        // answer, not an opaque one; a host that refuses CORS gets the request as the page made it, and nothing is kept.
        urlPattern: ({ request, url }) => request.destination === 'image' && /\/(clips\/[^/]+\/[^/]+\.(webp|avif)|profiles\/[^/]+\.webp)$/.test(url.pathname),
        handler: async ({ request, event }) => {
          const cache = await caches.open('clipyard-media-images');
          const kept = await cache.match(request.url);
          const fresh = fetch(request.url, { mode: 'cors', credentials: 'omit' }).then(async (response) => {
            if (response.ok) {
              await cache.put(request.url, response.clone());
              const keys = await cache.keys();
              await Promise.all(keys.slice(0, Math.max(0, keys.length - 200)).map((key) => cache.delete(key)));
            }
            return response;
          });
          if (kept) {
            if (event && event.waitUntil) event.waitUntil(fresh.catch(() => undefined));
            return kept;
          }
          return fresh.catch(() => fetch(request));
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && ['/remotes.json', '/routes.json', '/config.json'].includes(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: SW_CACHES.runtimeConfig, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url }) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: SW_CACHES.remoteEntries,
          // Entry scripts are fetched without CORS (opaque, status 0).
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: 40 },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => !sameOrigin && /\.[0-9a-f]{8}\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: SW_CACHES.remoteChunks, cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 300 } },
      },
    ],
  };
}

/**
 * Rspack plugin: writes sw.js into `outputPath` after a production build has emitted its files. Federation's shared
 * tree shaking runs extra compilers with this config's plugins in temporary folders: those are skipped.
 */
export class ServiceWorkerPlugin {
  constructor(outputPath) {
    this.outputPath = path.resolve(outputPath);
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production' || path.resolve(compiler.options.output.path) !== this.outputPath) return;
    compiler.hooks.afterEmit.tapPromise('ClipyardServiceWorker', async () => {
      const { count, size, warnings } = await generateSW(serviceWorkerOptions(compiler.options.output.path));
      for (const warning of warnings) console.warn(`[sw] ${warning}`);
      console.log(`[sw] sw.js precaches ${count} files (${Math.round(size / 1024)} KB)`);
    });
  }
}
