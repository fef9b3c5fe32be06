/* Clipyard service worker (SPEC section 4: registered at /sw.js). It caches the shell's static files
   for offline start and passes everything else through; API, media and remotes are never cached
   here, so a remote redeploy is seen on the next load. */
const CACHE = 'clipyard-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['/'])).catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // remotes.json and config.json must always be fresh (they point at the current remote versions).
  if (url.pathname.endsWith('.json')) return;
  if (request.mode === 'navigate') {
    // Network first for pages, the cached shell page when offline.
    event.respondWith(fetch(request).catch(() => caches.match('/').then((r) => r || Response.error())));
  }
});
