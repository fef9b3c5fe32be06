import { getRuntimeConfig, loadLanguage } from '@clipyard/shared';
import i18next from 'i18next';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { PlatformMismatchError } from './platform';
import { loadRemoteModule, RemoteLoadError, resetRemote } from './remotes';

export type RemoteModuleState<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T }
  | { status: 'failed'; reason: RemoteLoadError['reason'] };

/** How long a remote may take before its area shows the fallback (config.json can shorten it). */
export function remoteTimeoutMs(): number {
  return getRuntimeConfig().remoteLoadTimeoutMs ?? 10_000;
}

/** Loads `remote/expose` for a component; `retry` forgets the failure and loads it again. */
export function useRemoteModule<T>(remote: string, expose: string): RemoteModuleState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // What loading settled on, with which module and attempt it was for: another module or a retry reads as loading
  // until its own answer is in (state keyed by what is loaded, never reset from the effect).
  const wanted = `${remote}/${expose}#${attempt}`;
  const [settled, setSettled] = useState<{ wanted: string; state: RemoteModuleState<T> } | null>(null);
  useEffect(() => {
    let live = true;
    loadRemoteModule<T>(remote, expose, remoteTimeoutMs())
      // The strings a remote registers as it loads (its route titles) arrive in the reader's language with it.
      .then(async (module) => {
        await loadLanguage(i18next, i18next.language);
        return module;
      })
      .then(
      // The remote's screen is the biggest render of a page: as a transition it is drawn in slices, never one long task.
      (module) => live && startTransition(() => setSettled({ wanted, state: { status: 'ready', module } })),
      (error: unknown) => {
        // A platform mismatch names both versions (ADR 0104): what the remote needs and what this shell runs.
        if (error instanceof RemoteLoadError && error.cause instanceof PlatformMismatchError) console.error(`[remote] ${error.cause.summary}`);
        else console.error(`[remote] ${remote}/${expose} failed to load`, error);
        if (live) setSettled({ wanted, state: { status: 'failed', reason: error instanceof RemoteLoadError ? error.reason : 'unavailable' } });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, expose, wanted]);
  const state: RemoteModuleState<T> = settled?.wanted === wanted ? settled.state : { status: 'loading' };
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  return { ...state, retry };
}
