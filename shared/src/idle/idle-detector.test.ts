/**
 * @jest-environment jsdom
 */
import { createIdleDetector, everyWhileActive, IDLE_AFTER_MS, type IdleDetector } from './idle-detector';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('idle detector', () => {
  let detector: IdleDetector;
  beforeEach(() => {
    jest.useFakeTimers();
    setHidden(false);
  });
  afterEach(() => {
    detector?.stop();
    jest.useRealTimers();
  });

  it('turns idle after 60 s without input by default (SPEC section 9), active again on input', () => {
    expect(IDLE_AFTER_MS).toBe(60_000);
    detector = createIdleDetector();
    const changes: boolean[] = [];
    detector.subscribe((idle) => changes.push(idle));
    jest.advanceTimersByTime(59_000);
    expect(detector.isIdle()).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(59_000);
    expect(detector.isIdle()).toBe(false);
    jest.advanceTimersByTime(1_000);
    expect(detector.isIdle()).toBe(true);
    window.dispatchEvent(new Event('pointermove'));
    expect(detector.isIdle()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('is idle at once while the page is hidden, and input on a hidden page does not wake it', () => {
    detector = createIdleDetector({ idleAfterMs: 5_000 });
    setHidden(true);
    expect(detector.isIdle()).toBe(true);
    window.dispatchEvent(new Event('pointerdown'));
    expect(detector.isIdle()).toBe(true);
    setHidden(false);
    expect(detector.isIdle()).toBe(false);
    jest.advanceTimersByTime(5_000);
    expect(detector.isIdle()).toBe(true);
  });

  it('stops listening when stopped', () => {
    detector = createIdleDetector({ idleAfterMs: 1_000 });
    detector.stop();
    const seen = jest.fn();
    detector.subscribe(seen);
    jest.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('keydown'));
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('everyWhileActive', () => {
  let detector: IdleDetector;
  beforeEach(() => {
    jest.useFakeTimers();
    setHidden(false);
    detector = createIdleDetector({ idleAfterMs: 60_000 });
  });
  afterEach(() => {
    detector.stop();
    jest.useRealTimers();
  });

  it('runs on its interval while active, pauses while idle, and catches up once on return', () => {
    const task = jest.fn();
    const stop = everyWhileActive(20_000, task, detector);
    jest.advanceTimersByTime(40_000);
    expect(task).toHaveBeenCalledTimes(2);
    // No input: idle at 60 s; the run due at 60 s does not happen, nor any after it.
    jest.advanceTimersByTime(20_000);
    expect(detector.isIdle()).toBe(true);
    const whenIdle = task.mock.calls.length;
    jest.advanceTimersByTime(10 * 60_000);
    expect(task).toHaveBeenCalledTimes(whenIdle);
    // Back: the overdue run happens at once, then every 20 s again.
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(whenIdle + 1);
    jest.advanceTimersByTime(20_000);
    expect(task).toHaveBeenCalledTimes(whenIdle + 2);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(whenIdle + 2);
  });

  it('pauses while the page is hidden', () => {
    const task = jest.fn();
    const stop = everyWhileActive(1_000, task, detector);
    setHidden(true);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    setHidden(false);
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    stop();
  });
});
