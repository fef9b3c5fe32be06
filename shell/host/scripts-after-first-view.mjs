/**
 * JavaScript after the first view's picture (ADR 0113). A page the HTML paints itself (first-view.mjs) shows its
 * picture without any script, so the picture gets the connection to itself: the first view's other pictures, the
 * shell's scripts, and the route's remote manifest and entry preloads, are asked for once the picture has been painted
 * (the browser reports it as a largest paint; without that report, the frame after its load), or failed, or after
 * SCRIPTS_WAIT_LIMIT_MS. On a phone's slow link the poster is no longer one download among 300 KB of
 * JavaScript. A visitor with a saved profile (whose first view is hidden) and a page without a picture start at once.
 */
import { jsonForScript } from './render-head.mjs';

/** The longest the scripts wait for the picture: a slow image never holds the app back for long. */
export const SCRIPTS_WAIT_LIMIT_MS = 2500;

/** What the shell's HTML plugin writes for each entry script. */
const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * Runs in the browser (serialised into the page with its arguments): starts the preloads and the scripts, in order,
 * once. Plain ES5 on purpose: it runs before any polyfill or bundle.
 * @param {{ sources: string[], preloads: { as: string, href: string, crossorigin: boolean }[], limitMs: number }} o
 */
export function loadAfterFirstView(o) {
  var started = false;
  var profile = document.documentElement.hasAttribute('data-profile');
  function start() {
    if (started) return;
    started = true;
    // The first view's other pictures (a hidden first view needs none).
    if (!profile) {
      document.querySelectorAll('#cy-first-view img[data-src]').forEach(function (img) {
        img.src = img.getAttribute('data-src');
      });
    }
    o.preloads.forEach(function (p) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', p.as);
      link.href = p.href;
      if (p.crossorigin) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    o.sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // In the order given, as `defer` ran them.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var picture = document.querySelector('#cy-first-view img[fetchpriority="high"]');
  if (profile || !picture) return start();
  picture.addEventListener('error', start);
  setTimeout(start, o.limitMs);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') >= 0) {
    // Painted: the browser reports the picture as a largest paint (a load event comes before its decode and paint).
    new PerformanceObserver(function (list) {
      if (list.getEntries().some(function (entry) { return entry.element === picture; })) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    return;
  }
  // Without that report: the frame after the picture has loaded.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (picture.complete) afterPaint();
  else picture.addEventListener('load', afterPaint);
}

/**
 * The page with its deferred entry scripts taken out of the head and a loader placed after the first view (its
 * picture is then in the document when the loader runs). A page without such scripts is left as it is.
 * @param {string} html           the rendered page (renderPage), with a first view
 * @param {{ as: string, href: string, crossorigin: boolean }[]} preloads  the route's remote manifest and entry
 */
export function scriptsAfterFirstView(html, preloads) {
  const sources = [];
  const withoutScripts = html.replace(DEFERRED_SCRIPT, (_, src) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0 || !withoutScripts.includes('</body>')) return html;
  const loader = `<script>(${loadAfterFirstView.toString()})(${jsonForScript({ sources, preloads, limitMs: SCRIPTS_WAIT_LIMIT_MS })})</script>`;
  return withoutScripts.replace('</body>', () => `${loader}\n  </body>`);
}
