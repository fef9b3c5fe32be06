import { apiConfig, type CallPath, type RequestOf } from '@clipyard/shared';

const PATH = 'client/clipRequests/respondClipRequestDecision' satisfies CallPath;

/**
 * Sends a decision while the page is being left (pagehide), the one moment the API client cannot serve: its fetch
 * is cancelled with the page, and it reads the token asynchronously. This is the same contract call, sent as a
 * keepalive request (the browser finishes it after the page is gone) with the token the page read while it was open
 * (ADR 0121). Answers whether the server accepted it, when the page lives on to hear (bfcache); never throws.
 */
export function sendDecisionOnLeave(token: string, body: RequestOf<typeof PATH>): Promise<boolean> {
  const base = apiConfig.baseUrl();
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return fetch(`${base.endsWith('/') ? base : `${base}/`}${PATH}`, { method: 'POST', keepalive: true, headers, body: JSON.stringify(body) })
      .then(async (response) => ((await response.json()) as { isSuccessful?: unknown }).isSuccessful === true)
      .catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
}
