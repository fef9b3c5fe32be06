/**
 * Runtime configuration: what differs between deployments without a rebuild. The shell fetches
 * `/config.json` (written next to `remotes.json` by scripts/start.mjs and the e2e stack) and calls
 * `setRuntimeConfig` before it mounts anything; every remote then reads the same values.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. 'http://127.0.0.1:9099' when the Firebase Auth emulator stands in (local and tests). */
  authEmulatorUrl?: string;
}

export interface RuntimeConfig {
  /** API base URL ending with '/', e.g. 'http://localhost:7100/'. */
  apiBaseUrl: string;
  /** Media host base URL ending with '/' (profiles/…, clips/…). */
  mediaBaseUrl: string;
  firebase: FirebaseWebConfig;
  /** How long a remote may take to load before its area shows the fallback (default 10 s). */
  remoteLoadTimeoutMs?: number;
  /** How often the bell asks for the unread count while the person is active (default 60 s; e2e sets it low). */
  notificationPollMs?: number;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Sensible local defaults (the API on port 7100 of the page's host, the auth emulator on 9099). */
export function defaultRuntimeConfig(): RuntimeConfig {
  const host = typeof location !== 'undefined' && location.hostname ? location.hostname : '127.0.0.1';
  const protocol = typeof location !== 'undefined' && location.protocol.startsWith('http') ? location.protocol : 'http:';
  const apiBaseUrl = `${protocol}//${host}:7100/`;
  return {
    apiBaseUrl,
    mediaBaseUrl: `${apiBaseUrl}media/`,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-clipyard.firebaseapp.com',
      projectId: 'demo-clipyard',
      authEmulatorUrl: `http://${host}:9099`,
    },
  };
}

// Kept on globalThis: a remote bundling its own copy of this module (never expected, since
// @clipyard/shared is a shared singleton) would still read the shell's values.
const KEY = '__CLIPYARD_RUNTIME_CONFIG__';
type Holder = { [KEY]?: RuntimeConfig };

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  const base = defaultRuntimeConfig();
  const apiBaseUrl = withSlash(config.apiBaseUrl ?? base.apiBaseUrl);
  const merged: RuntimeConfig = {
    apiBaseUrl,
    // The media host is the API's /media/ unless configured elsewhere (a CDN, object storage).
    mediaBaseUrl: withSlash(config.mediaBaseUrl ?? `${apiBaseUrl}media/`),
    firebase: { ...base.firebase, ...(config.firebase ?? {}) },
    remoteLoadTimeoutMs: config.remoteLoadTimeoutMs,
    notificationPollMs: config.notificationPollMs,
  };
  (globalThis as Holder)[KEY] = merged;
  return merged;
}

export function getRuntimeConfig(): RuntimeConfig {
  return (globalThis as Holder)[KEY] ?? defaultRuntimeConfig();
}

/** Fetches `/config.json` (or the given URL); a missing or broken file falls back to the defaults. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.warn(`[config] ${url} unavailable, using local defaults`, error);
    return setRuntimeConfig({});
  }
}
