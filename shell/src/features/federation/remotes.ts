import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@clipyard/shared';
import { REMOTE_FALLBACK, isRemoteFallback, shellRuntimePlugins, type RemoteFailureReason } from './runtime-plugins';
import { loadRouteTable } from './route-table';

/** remotes.json as loaded at boot: remote name → mf-manifest.json URL. */
let manifest: RemotesManifest = {};

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: RemoteFailureReason | 'unknown-remote',
    cause?: unknown,
  ) {
    super(`${remote}: ${reason}`, { cause });
  }
}

/** Remote name → when its current load shows the fallback (the entry script must give up before). */
const deadlines = new Map<string, number>();

/**
 * An entry script's time limit: what is left of its area's time, less a margin, so the runtime has
 * removed a stuck script before the fallback (and its retry button) appears.
 */
function scriptTimeoutMs(remote: string): number {
  const deadline = deadlines.get(remote);
  return deadline ? deadline - Date.now() - 250 : 10_000;
}

function registerAll(names: string[], force: boolean): void {
  registerRemotes(
    names.filter((name) => manifest[name]).map((name) => ({ name, entry: manifest[name] as string })),
    { force },
  );
}

/**
 * Fetches /remotes.json and registers every remote in it, and beside it the routes the remotes declare (/routes.json,
 * route-table.ts). Nothing is downloaded from a remote here: each loads when its route is first visited (or when
 * preloaded on idle).
 */
export async function setupRemotes(url = '/remotes.json'): Promise<RemotesManifest> {
  registerPlugins(shellRuntimePlugins({ scriptTimeoutMs }));
  const [response] = await Promise.all([fetch(url, { cache: 'no-store' }), loadRouteTable()]);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  manifest = (await response.json()) as RemotesManifest;
  registerAll(Object.keys(manifest), false);
  return manifest;
}

export function getRemotesManifest(): RemotesManifest {
  return manifest;
}

const loaded = new Map<string, Promise<unknown>>();

/**
 * Loads one exposed module (`mfe_clips/routes`) with a time limit. A failure is not cached: the
 * next attempt (the retry button) re-registers the remote so the runtime fetches it afresh.
 */
export function loadRemoteModule<T>(remote: RemoteName | string, expose: string, timeoutMs: number): Promise<T> {
  const id = `${remote}/${expose}`;
  const existing = loaded.get(id);
  if (existing) return existing as Promise<T>;
  if (!manifest[remote]) return Promise.reject(new RemoteLoadError(remote, 'unknown-remote'));
  deadlines.set(remote, Date.now() + timeoutMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timeout')), timeoutMs);
  });
  const attempt = Promise.race([
    loadRemote<T>(id).then((module) => {
      // errorLoadRemote answered for a load that failed for good (runtime-plugins.ts).
      if (isRemoteFallback(module)) {
        const { reason, error } = module[REMOTE_FALLBACK];
        throw new RemoteLoadError(remote, reason, error);
      }
      if (!module) throw new RemoteLoadError(remote, 'unavailable');
      return module;
    }),
    timeout,
  ])
    .catch((error: unknown) => {
      loaded.delete(id);
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, 'unavailable', error);
    })
    .finally(() => clearTimeout(timer));
  loaded.set(id, attempt);
  return attempt;
}

/**
 * Before a retry: forget everything the runtime cached about this remote. Registering it again
 * with `force` is the runtime's own way to drop its manifest, entry and pending load.
 */
export function resetRemote(remote: string): void {
  for (const id of [...loaded.keys()]) if (id.startsWith(`${remote}/`)) loaded.delete(id);
  registerAll([remote], true);
}
