/**
 * For tests: a requestIdleCallback that runs nothing until the test says so. The idle-time autoplay
 * (usePlayWhenIdle) then happens exactly where a test puts it, never when a timer or a loaded machine happens to let
 * it (issue 25: a keyboard test raced it). Install in beforeEach; restore() puts the window's own back.
 */
export interface FakeIdleCallbacks {
  /** The callbacks asked for and not cancelled, oldest first. */
  readonly pending: ReadonlyArray<() => void>;
  /** Runs every pending callback once (as a browser with nothing else to do would). */
  runAll(): void;
  restore(): void;
}

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout?: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export function installFakeIdleCallbacks(): FakeIdleCallbacks {
  const target = window as unknown as IdleWindow;
  const own = { request: target.requestIdleCallback, cancel: target.cancelIdleCallback };
  const byHandle = new Map<number, () => void>();
  let next = 0;
  target.requestIdleCallback = (callback) => {
    next += 1;
    byHandle.set(next, callback);
    return next;
  };
  target.cancelIdleCallback = (handle) => {
    byHandle.delete(handle);
  };
  return {
    get pending() {
      return [...byHandle.values()];
    },
    runAll() {
      const due = [...byHandle.entries()];
      for (const [handle] of due) byHandle.delete(handle);
      for (const [, callback] of due) callback();
    },
    restore() {
      target.requestIdleCallback = own.request;
      target.cancelIdleCallback = own.cancel;
    },
  };
}
