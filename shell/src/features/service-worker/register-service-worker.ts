export type ServiceWorkerEvent = 'registered' | 'cached' | 'updated' | 'unregistered' | 'unavailable' | 'error';

export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * A browser that does not let this site have a service worker (a policy or setting blocks them, an insecure origin, an
 * automated browser told to block them): it refuses with one of these, or answers no registration at all. The site
 * then runs without offline support, which is not an error of the site (no console error, issue 19).
 */
const REFUSALS = new Set(['NotSupportedError', 'SecurityError']);

function isLocalhost(): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

async function unregisterAll(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

/**
 * SPEC section 4: registered, then updatefound, then cached (first install) or updated (a
 * controller already exists); on updated the page reloads. On localhost the worker file is fetched
 * first; if it is missing (404) or not JavaScript, the worker is unregistered.
 *
 * The reload waits until the new worker controls the page (controllerchange), not merely until it
 * is installed. The worker skips waiting (shell/build/service-worker.mjs), so "installed" is the
 * moment the browser starts retiring the old worker: a navigation sent then goes to the old worker
 * while it is being stopped, and Chromium can stop it with the navigation's fetch event in flight;
 * that reload then never finishes (issue 25). Once the controller has changed, the old worker is
 * gone and the reload goes to the new one (the browser holds it until the worker has activated).
 */
export async function registerServiceWorker(
  onEvent: (event: ServiceWorkerEvent) => void = () => undefined,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    if (isLocalhost()) {
      const response = await fetch(SERVICE_WORKER_PATH, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 404 || !type.includes('javascript')) {
        await unregisterAll();
        onEvent('unregistered');
        return;
      }
    }
    const container = navigator.serviceWorker;
    const registration: ServiceWorkerRegistration | undefined = await container.register(SERVICE_WORKER_PATH);
    if (!registration) {
      onEvent('unavailable');
      return;
    }
    onEvent('registered');
    let reloading = false;
    const reloadOnce = () => {
      if (reloading) return;
      reloading = true;
      reload();
    };
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      if (!installing) return;
      installing.addEventListener('statechange', () => {
        if (installing.state !== 'installed') return;
        if (container.controller) {
          onEvent('updated');
          // Already in control (the controllerchange came first), else reload when it takes control.
          if (container.controller === installing) reloadOnce();
          else container.addEventListener('controllerchange', reloadOnce, { once: true });
        } else onEvent('cached');
      });
    });
  } catch (error) {
    if (error instanceof Error && REFUSALS.has(error.name)) {
      console.info('[sw] service workers are not available in this browser: no offline support', error.message);
      onEvent('unavailable');
      return;
    }
    // Offline, the worker's script cannot be fetched to look for an update: the installed worker keeps serving the
    // pages (that is what it is for), so this is not the site's failure (no console error; QA pass of issue 19).
    if (navigator.onLine === false) {
      console.info('[sw] offline: the installed worker keeps serving; the update check waits for a connection');
      return;
    }
    // A network failure fetching the worker's script ("Failed to fetch": the page was left mid-check, the connection
    // dropped) is not the site's failure either: the next page load checks again (e2e run 25 caught it when a journey
    // navigated to the OAuth page while the check was in flight). A script that fetched but will not register is.
    if (error instanceof TypeError && error.message === 'Failed to fetch') {
      console.info('[sw] the worker script could not be fetched this time: the next page load checks again');
      return;
    }
    console.error('[sw] registration failed', error);
    onEvent('error');
  }
}
