import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * First failure layer: network retry. Manifest fetches are retried with a short backoff and each
 * attempt has its own time limit, so one dropped connection does not cost the user a remote.
 * (The second layer, the loader fallback, and the third, the error boundary, live in RemoteArea.)
 */
export function retryPlugin({ retries = 2, delayMs = 300, attemptTimeoutMs = 5000 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'clipyard-retry',
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
