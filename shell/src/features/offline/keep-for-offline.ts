import { isBrowserOffline } from '@clipyard/shared';

/**
 * The page's half of "visited pages open offline" (ADR 0123). The service worker keeps what passes through it, but
 * two things never do: what the first visit loaded before the newly installed worker took control (the page, its
 * remote's manifest, entry and chunks, its pictures), and the pages the router shows without a page load (a click
 * from the frontpage to a clip asks the HTML host for nothing). The page names those to the worker
 * (shell/public/sw-keep.js), which fetches and keeps what its caches lack. Cache names as in
 * shell/build/service-worker.mjs SW_CACHES (a unit test keeps them equal).
 */
export const OFFLINE_CACHES = {
  pages: 'clipyard-pages',
  runtimeConfig: 'clipyard-runtime-config',
  remoteEntries: 'clipyard-remote-entries',
  remoteChunks: 'clipyard-remote-chunks',
  mediaImages: 'clipyard-media-images',
} as const;

export interface KeepItem {
  cache: (typeof OFFLINE_CACHES)[keyof typeof OFFLINE_CACHES];
  url: string;
}

const ENTRY = /\/(mf-manifest\.json|remoteEntry\.js)$/;
const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;
const MEDIA_PICTURE = /\/(clips\/[^/]+\/[^/]+\.(webp|avif)|profiles\/[^/]+\.webp)$/;

/** Which of the worker's caches a file the page loaded belongs in, as the worker's own routes would put it; else null. */
export function cacheFor(url: string, pageOrigin: string): keyof typeof OFFLINE_CACHES | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin === pageOrigin) {
    return ['/remotes.json', '/routes.json', '/config.json'].includes(parsed.pathname) ? 'runtimeConfig' : null;
  }
  if (ENTRY.test(parsed.pathname)) return 'remoteEntries';
  if (HASHED_SCRIPT.test(parsed.pathname)) return 'remoteChunks';
  if (MEDIA_PICTURE.test(parsed.pathname)) return 'mediaImages';
  return null;
}

/** The page at this address and the files among `loaded` the worker would have kept, as items for sw-keep.js. */
export function itemsToKeep(pageUrl: string, loaded: readonly string[], pageOrigin: string): KeepItem[] {
  const items: KeepItem[] = [{ cache: OFFLINE_CACHES.pages, url: pageUrl.split('#')[0]! }];
  for (const url of new Set(loaded)) {
    const cache = cacheFor(url, pageOrigin);
    if (cache) items.push({ cache: OFFLINE_CACHES[cache], url });
  }
  return items;
}

function controller(): ServiceWorker | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
}

/** Names items to the worker in control; resolves when it has kept them (or at once without a worker). */
function tellWorker(worker: ServiceWorker, items: KeepItem[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    worker.postMessage({ type: 'clipyard:keep', items }, [channel.port2]);
  });
}

/**
 * Once a worker is installed for the first time and controls the page: this page and what it loaded before (the
 * browser's resource timing list names every file fetched; from then on everything passes through the worker).
 * `<html data-offline-kept>` says when it is done (tests, support questions).
 */
export async function keepWhatThisPageLoaded(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || isBrowserOffline()) return;
  const container = navigator.serviceWorker;
  if (!container.controller) {
    // Installed, not yet in control (clientsClaim comes with activation): until then requests bypass the worker.
    await new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  }
  const worker = controller();
  if (!worker) return;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  await tellWorker(worker, itemsToKeep(location.href, loaded, location.origin));
  document.documentElement.dataset.offlineKept = 'true';
}

/** A page the router shows, while a worker controls the site: the worker keeps its HTML unless it has a copy. */
export function keepPage(pathAndQuery: string): void {
  const worker = controller();
  if (!worker || isBrowserOffline()) return;
  worker.postMessage({ type: 'clipyard:keep', items: [{ cache: OFFLINE_CACHES.pages, url: new URL(pathAndQuery, location.origin).href }] });
}
