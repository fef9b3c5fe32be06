import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { PlatformMismatchError, platformCheckPlugin } from './platform';

/**
 * The federation runtime plugins of the shell (ADR 0100), built only on the runtime's public hooks:
 * - first failure layer, network retry: the official `@module-federation/retry-plugin` retries
 *   manifest fetches and entry scripts;
 * - `createScript`: every entry script gets a time limit (the runtime's loader removes a script that
 *   timed out), and a second or later attempt at one entry URL gets a unique query, so a response
 *   that never came cannot hold a new attempt back (the browser's cache lock);
 * - `errorLoadRemote`: a load that failed for good answers with a fallback module naming the remote
 *   and the reason, which the loader turns into the localized fallback of that remote's area;
 * - the platform check (platform.ts, ADR 0104): a remote whose platform range this shell does not
 *   satisfy fails before its entry is fetched, with reason `platform`.
 */

/** Marks the module `errorLoadRemote` gives back in place of a remote's exposed module. */
export const REMOTE_FALLBACK = Symbol.for('clipyard.remote-fallback');

export type RemoteFailureReason = 'unavailable' | 'timeout' | 'platform';

export interface RemoteFallbackModule {
  [REMOTE_FALLBACK]: { remote: string; reason: RemoteFailureReason; error: unknown };
}

export function isRemoteFallback(module: unknown): module is RemoteFallbackModule {
  return typeof module === 'object' && module !== null && REMOTE_FALLBACK in module;
}

/** The loader's "timed out" (a script) or an aborted fetch: the remote is slow, not gone. */
function reasonOf(error: unknown): RemoteFailureReason {
  if (error instanceof PlatformMismatchError) return 'platform';
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /timed out|timeout/i.test(text) ? 'timeout' : 'unavailable';
}

/** How many scripts were created for each entry URL: the first keeps its clean URL. */
const scriptAttempts = new Map<string, number>();

function withAttempt(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

export interface ShellPluginOptions {
  /** The time an entry script may take for this remote (ms). */
  scriptTimeoutMs: (remote: string) => number;
  /** Manifest fetch retries (the retry plugin waits one second between attempts). */
  fetchRetries?: number;
  /** Entry script retries. */
  scriptRetries?: number;
}

/** Time limit and cache-busting of entry scripts, and the fallback module of a failed load. */
export function shellLoaderPlugin({ scriptTimeoutMs }: Pick<ShellPluginOptions, 'scriptTimeoutMs'>): ModuleFederationRuntimePlugin {
  return {
    name: 'clipyard-loader',
    createScript({ url, remoteInfo }) {
      const attempt = scriptAttempts.get(url) ?? 0;
      scriptAttempts.set(url, attempt + 1);
      const timeout = Math.max(1000, scriptTimeoutMs(remoteInfo?.name ?? ''));
      if (attempt === 0) return { timeout };
      const script = document.createElement('script');
      script.src = withAttempt(url, attempt);
      return { script, timeout };
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Only a failed module load has a module to stand in; other stages keep the runtime's error.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      const fallback: RemoteFallbackModule = { [REMOTE_FALLBACK]: { remote: name, reason: reasonOf(error), error } };
      return fallback;
    },
  };
}

/** Every runtime plugin of the shell, in order: retry first, then the platform check, then the loader's fallback. */
export function shellRuntimePlugins({ scriptTimeoutMs, fetchRetries = 2, scriptRetries = 1 }: ShellPluginOptions): ModuleFederationRuntimePlugin[] {
  return [
    RetryPlugin({
      // no-store: a redeployed remote's manifest is never read from a cache, and a hung earlier
      // request for the same URL cannot hold this one (no cache lock without the cache).
      fetch: { retryTimes: fetchRetries, options: { cache: 'no-store' } },
      script: { retryTimes: scriptRetries, retryDelay: 300 },
    }) as ModuleFederationRuntimePlugin,
    platformCheckPlugin(),
    shellLoaderPlugin({ scriptTimeoutMs }),
  ];
}
