/*
 * Web Push in the service worker (ADR 0108), loaded by the Workbox-built /sw.js with importScripts.
 * push: the server's payload { title, body, url, tag } (text already in the subscriber's language) is shown as a
 * notification. notificationclick: focuses a tab already on that page of this site, else opens one. Only paths of
 * this site are opened, whatever the payload says.
 */
/* global self, clients */
(function () {
  function sitePath(url) {
    return typeof url === 'string' && url.charAt(0) === '/' && url.charAt(1) !== '/' && url.charAt(1) !== '\\' ? url : '/';
  }

  self.addEventListener('push', function (event) {
    var data = {};
    try {
      data = event.data ? event.data.json() : {};
    } catch (error) {
      data = {};
    }
    var title = typeof data.title === 'string' && data.title ? data.title : 'Clipyard';
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof data.body === 'string' ? data.body : '',
        tag: typeof data.tag === 'string' ? data.tag : undefined,
        // A newer count of clip requests replaces the shown one and alerts again (ADR 0118); renotify needs a tag.
        renotify: typeof data.tag === 'string' && data.renotify === true,
        icon: '/icons/icon-192.png',
        data: { url: sitePath(data.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href;
    event.waitUntil(
      clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        for (var i = 0; i < windows.length; i += 1) {
          if (windows[i].url === target && 'focus' in windows[i]) return windows[i].focus();
        }
        return clients.openWindow(target);
      }),
    );
  });
})();
