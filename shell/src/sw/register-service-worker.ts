export type ServiceWorkerEvent = 'registered' | 'cached' | 'updated' | 'unregistered' | 'error';

export const SERVICE_WORKER_PATH = '/sw.js';

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
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
    onEvent('registered');
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      if (!installing) return;
      installing.addEventListener('statechange', () => {
        if (installing.state !== 'installed') return;
        if (navigator.serviceWorker.controller) {
          onEvent('updated');
          reload();
        } else onEvent('cached');
      });
    });
  } catch (error) {
    console.error('[sw] registration failed', error);
    onEvent('error');
  }
}
