/**
 * The idle detector (SPEC section 9: idle after 60 s by default; issue 14 part 8, ADR 0109). A person is idle after
 * `idleAfterMs` with no input, or at once while the page is hidden; any input on a visible page makes them active
 * again. Polling and periodic refreshes run through `everyWhileActive`, so a tab left open costs the server nothing.
 */
export const IDLE_AFTER_MS = 60_000;

/** Input that means someone is there (passive listeners; a moving mouse only resets a timestamp). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focus'] as const;

export interface IdleDetector {
  isIdle(): boolean;
  /** Called with the new state on every change; answers the unsubscribe. */
  subscribe(listener: (idle: boolean) => void): () => void;
  stop(): void;
}

export interface IdleDetectorOptions {
  idleAfterMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export function createIdleDetector(options: IdleDetectorOptions = {}): IdleDetector {
  const idleAfterMs = options.idleAfterMs ?? IDLE_AFTER_MS;
  const target = options.target ?? window;
  const doc = options.doc ?? document;
  const listeners = new Set<(idle: boolean) => void>();
  let idle = doc.visibilityState === 'hidden';
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setIdle = (next: boolean) => {
    if (next === idle) return;
    idle = next;
    for (const listener of [...listeners]) listener(idle);
  };
  // One timer, re-armed for the time left rather than on every input event.
  const arm = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(check, delay);
  };
  function check() {
    timer = null;
    const left = lastActivity + idleAfterMs - Date.now();
    if (left > 0) arm(left);
    else setIdle(true);
  }
  const onActivity = () => {
    if (doc.visibilityState === 'hidden') return;
    lastActivity = Date.now();
    if (!timer) arm(idleAfterMs);
    setIdle(false);
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      if (timer) clearTimeout(timer);
      timer = null;
      setIdle(true);
    } else onActivity();
  };

  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true, capture: true });
  doc.addEventListener('visibilitychange', onVisibility);
  if (!idle) arm(idleAfterMs);

  return {
    isIdle: () => idle,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
      doc.removeEventListener('visibilitychange', onVisibility);
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}

/**
 * Runs `task` every `intervalMs` while the person is active. While idle nothing runs; on becoming active again a
 * run that fell due meanwhile happens at once, then the rhythm resumes. Answers the stop function.
 */
export function everyWhileActive(intervalMs: number, task: () => void, detector: IdleDetector = sharedIdleDetector()): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dueAt = Date.now() + intervalMs;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    clear();
    if (detector.isIdle()) return;
    timer = setTimeout(run, Math.max(0, dueAt - Date.now()));
  };
  function run() {
    timer = null;
    dueAt = Date.now() + intervalMs;
    task();
    schedule();
  }
  const unsubscribe = detector.subscribe(schedule);
  schedule();
  return () => {
    unsubscribe();
    clear();
  };
}

let shared: IdleDetector | null = null;

/** The page's one detector (made on first use; a stand-in that is never idle where there is no DOM). */
export function sharedIdleDetector(): IdleDetector {
  if (shared) return shared;
  shared =
    typeof window === 'undefined' || typeof document === 'undefined'
      ? { isIdle: () => false, subscribe: () => () => undefined, stop: () => undefined }
      : createIdleDetector();
  return shared;
}
