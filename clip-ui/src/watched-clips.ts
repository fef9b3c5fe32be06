import { useSyncExternalStore } from 'react';

/** Clips this device played to the end (kept locally, newest last, at most WATCHED_MAX). */
export const WATCHED_KEY = 'clipyard.watchedClips';
export const HIDE_WATCHED_KEY = 'clipyard.hideWatched';
const WATCHED_MAX = 1000;
/**
 * Said on the window when this page marks a clip: each remote bundles its own copy of this library (ADR 0151), so a
 * clip marked by mfe-clips' copy must reach the cards another remote's copy shows (the storage event is other tabs').
 */
const WATCHED_EVENT = 'clipyard:watched-clips';

let cache: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: new Set() };

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(WATCHED_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    ids = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    ids = [];
  }
  cache = { raw, ids: new Set(ids) };
  return cache.ids;
}

function emit() {
  globalThis.dispatchEvent?.(new Event(WATCHED_EVENT));
}

/** Marks a clip as watched on this device. */
export function markClipWatched(internalClipId: string): void {
  const ids = [...read()].filter((id) => id !== internalClipId);
  ids.push(internalClipId);
  try {
    globalThis.localStorage?.setItem(WATCHED_KEY, JSON.stringify(ids.slice(-WATCHED_MAX)));
  } catch {
    return;
  }
  emit();
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => event.key === WATCHED_KEY && listener();
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.addEventListener?.(WATCHED_EVENT, listener);
  return () => {
    globalThis.removeEventListener?.('storage', onStorage);
    globalThis.removeEventListener?.(WATCHED_EVENT, listener);
  };
}

/** The ids of the clips watched on this device (updates when another tab or the player marks one). */
export function useWatchedClips(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, read, () => cache.ids);
}
