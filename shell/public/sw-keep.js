/*
 * "Visited pages open offline" (ADR 0123), loaded by the Workbox-built /sw.js with importScripts. The page names what
 * passed the worker by (what the first visit loaded before the worker controlled it; each page the router shows
 * without a page load) in a message { type: 'clipyard:keep', items: [{ cache, url }] }; the worker fetches what its
 * caches do not hold yet and keeps the answers that are OK. The worker fetches, not the page: a failed fetch (a page
 * that is gone) is then nobody's console error. Pages only of this site; other origins with CORS and no credentials
 * (the remotes' servers and the media host allow it), so what is kept is readable, never opaque. When a port comes
 * with the message, 'kept' is posted on it at the end.
 */
/* global self, caches */
(function () {
  var CACHES = ['clipyard-pages', 'clipyard-runtime-config', 'clipyard-remote-entries', 'clipyard-remote-chunks', 'clipyard-media-images'];
  var MAX_ITEMS = 500;

  function keep(item) {
    if (!item || typeof item.url !== 'string' || CACHES.indexOf(item.cache) < 0) return Promise.resolve();
    var url;
    try {
      url = new URL(item.url, self.location.origin);
    } catch (error) {
      return Promise.resolve();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve();
    var own = url.origin === self.location.origin;
    if (item.cache === 'clipyard-pages' && !own) return Promise.resolve();
    return caches
      .open(item.cache)
      .then(function (cache) {
        return cache.match(url.href, { ignoreVary: true }).then(function (found) {
          if (found) return undefined;
          return fetch(url.href, own ? { credentials: 'same-origin' } : { mode: 'cors', credentials: 'omit' }).then(function (response) {
            return response.ok ? cache.put(url.href, response) : undefined;
          });
        });
      })
      .catch(function () {
        return undefined;
      });
  }

  self.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'clipyard:keep' || !Array.isArray(data.items)) return;
    var done = Promise.all(data.items.slice(0, MAX_ITEMS).map(keep)).then(function () {
      var port = event.ports && event.ports[0];
      if (port) port.postMessage('kept');
    });
    if (event.waitUntil) event.waitUntil(done);
  });
})();
