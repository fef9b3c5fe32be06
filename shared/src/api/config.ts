/**
 * Where the API lives and how a call gets its bearer token. Both are resolved lazily at each call so the
 * shell can install the runtime configuration (remotes.json / runtime config) after this module loads.
 */
export interface ApiConfig {
  /** Base URL ending with '/', e.g. 'http://localhost:7100/'. */
  baseUrl: () => string;
  /** The current user's ID token, or '' when signed out (an empty token means not authorised). */
  idToken: () => Promise<string>;
  /** Abort a call after this many milliseconds (SPEC section 9: network timeout 30 s desktop). */
  timeoutMs: number;
  /** Validate success answers against the contract (development and tests). */
  validateAnswers: boolean;
}

/**
 * The runtime configuration's apiBaseUrl (shared/src/runtime-config.ts keeps it on this global key, so reading it
 * here needs no import cycle), else the API on port 7100 of the page's host.
 */
function defaultBaseUrl(): string {
  const runtime = (globalThis as { __CLIPYARD_RUNTIME_CONFIG__?: { apiBaseUrl?: string } }).__CLIPYARD_RUNTIME_CONFIG__;
  if (runtime?.apiBaseUrl) return runtime.apiBaseUrl;
  if (typeof location !== 'undefined' && location.hostname) return `${location.protocol}//${location.hostname}:7100/`;
  return 'http://127.0.0.1:7100/';
}

/**
 * Bundlers replace `process.env.NODE_ENV` with a literal, so this must be written exactly so (a `typeof process`
 * guard would be false in every browser build); the catch covers an unbundled browser with no `process`.
 */
function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}
const isProduction = isProductionBuild();

export const apiConfig: ApiConfig = {
  baseUrl: defaultBaseUrl,
  idToken: async () => '',
  timeoutMs: 30_000,
  validateAnswers: !isProduction,
};

/** Replaces parts of the configuration (the shell at boot; tests). */
export function configureApi(patch: Partial<ApiConfig>): void {
  Object.assign(apiConfig, patch);
}

export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
