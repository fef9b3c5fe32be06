/** After the load event, this long before the work may start: an app's own first renders and data come after load. */
export const SETTLE_MS = 3_000;
/** At most this long after that, the work starts even if the main thread is never idle. */
export const IDLE_LIMIT_MS = 5_000;

/**
 * Runs `start` once the page has loaded (its `load` event), settled (SETTLE_MS: a single-page app's remote, data and
 * render parts arrive after load) and the main thread is then idle: the usual advice for registering a service worker
 * (web.dev "Service worker registration": later still when the page does a lot of work after load). A first install
 * downloads and caches the whole site in the worker's thread; started during boot it competed, on a two-core phone,
 * with the shell's and the remote's first renders (issue 13, ADR 0115: their tasks took up to twice their own CPU time).
 */
export function afterPageLoad(start: () => void): void {
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => start(), { timeout: IDLE_LIMIT_MS }) : start());
  const afterLoad = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
