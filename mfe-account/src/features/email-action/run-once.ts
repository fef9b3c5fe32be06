/**
 * A one-time code works once: the page must not redeem it twice when React mounts it twice (StrictMode, a remount
 * after a language change). The first run's promise is kept per code and shared by every later mount.
 */
const runs = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, run: () => Promise<T>): Promise<T> {
  let promise = runs.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = run();
    runs.set(key, promise);
  }
  return promise;
}

/** Forgets a run (a retry after a failure that did not use the code, e.g. the network). */
export function forgetRun(key: string): void {
  runs.delete(key);
}
