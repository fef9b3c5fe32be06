/** At most this long after the page's load event, the work starts even if the main thread is never idle. */
export const IDLE_LIMIT_MS = 5_000;

/**
 * Runs `start` once the page has loaded (its `load` event) and the main thread is then idle: the usual advice for
 * registering a service worker (web.dev "Service worker registration"). A first install downloads and caches the whole
 * site in the worker's thread; started during boot it competed, on a two-core phone, with the shell's and the remote's
 * first renders (issue 13, ADR 0115: their tasks took up to twice their own CPU time).
 */
export function afterPageLoad(start: () => void): void {
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => start(), { timeout: IDLE_LIMIT_MS }) : setTimeout(start, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
