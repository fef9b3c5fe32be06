import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Remote base URLs being retried → attempt number, for cache-busting their entry scripts. */
const retried = new Map<string, number>();

/**
 * Before a retry of a remote served under `base`: forget the runtime's pending entry load, remove
 * a stuck <script> (the runtime would reuse it) and make the next entry URL unique, so a response
 * that never came cannot hold the new attempt back (the browser's cache lock).
 */
export function prepareEntryRetry(remote: string, base: string): void {
  retried.set(base, (retried.get(base) ?? 0) + 1);
  const loading = (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown> }).__GLOBAL_LOADING_REMOTE_ENTRY__;
  for (const key of Object.keys(loading ?? {})) if (key.startsWith(`${remote}:`) || key.includes(base)) delete loading![key];
  for (const script of Array.from(document.getElementsByTagName('script'))) {
    if ((script.getAttribute('src') ?? '').startsWith(base)) script.remove();
  }
}

/**
 * First failure layer: network retry. Manifest fetches are retried with a short backoff and each
 * attempt has its own time limit, so one dropped connection does not cost the user a remote.
 * (The second layer, the loader fallback, and the third, the error boundary, live in RemoteArea.)
 */
export function retryPlugin({ retries = 2, delayMs = 300, attemptTimeoutMs = 5000 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'clipyard-retry',
    createScript({ url }: { url: string }) {
      const base = [...retried.keys()].find((b) => url.startsWith(b));
      if (!base) return undefined;
      const script = document.createElement('script');
      script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${retried.get(base)}`;
      return script;
    },
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, signal: AbortSignal.timeout(attemptTimeoutMs) });
          // A 4xx is an answer, not a network blip: retrying would not change it.
          if (response.ok || (response.status >= 400 && response.status < 500)) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < retries) await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  };
}
