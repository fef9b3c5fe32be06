/**
 * The shell's service worker (SPEC section 4: registered at /sw.js), generated with Workbox after every production
 * build (ADR 0101). What it does:
 * - precaches the shell's own files (hashed JS, icons, the web app manifest, the offline page);
 * - remotes.json, config.json, every remote's mf-manifest.json and remoteEntry.js: network first, the cached copy
 *   only when the network fails, so a redeployed remote is never served stale;
 * - remotes' hashed chunks: cache first (a content hash never changes meaning);
 * - page navigations: network only (the HTML host renders each page's head), the bilingual offline page when the
 *   network fails. The API and media are never cached here.
 * - Web Push: `sw-push.js` (shell/public) is imported; it shows pushed notifications and opens their page (ADR 0108).
 */
import path from 'node:path';
import { generateSW } from 'workbox-build';

/** The files of a shell build that are named by their content (rspack's [contenthash:8]). */
const HASHED = /\.[0-9a-f]{8}\./;

/** Workbox's options for the shell's dist folder (exported for the unit test). */
export function serviceWorkerOptions(distDir) {
  return {
    globDirectory: distDir,
    globPatterns: ['**/*.{js,css,png,svg,webp,ico,webmanifest}', 'offline.html'],
    // Never precached: the worker itself, per-page HTML, the files that name the current versions, build stats.
    // sw-push.js is imported by the worker (the browser keeps and updates imported scripts itself).
    globIgnores: ['sw.js', 'sw-push.js', '**/*.map', 'index.html', 'remotes.json', 'config.json', 'mf-manifest*.json', 'remoteEntry.js'],
    swDest: path.join(distDir, 'sw.js'),
    importScripts: ['/sw-push.js'],
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
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/remotes.json' || url.pathname === '/config.json'),
        handler: 'NetworkFirst',
        options: { cacheName: 'clipyard-runtime-config', cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url }) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'clipyard-remote-entries',
          // Entry scripts are fetched without CORS (opaque, status 0).
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: 40 },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => !sameOrigin && /\.[0-9a-f]{8}\.js$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'clipyard-remote-chunks', cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 300 } },
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
