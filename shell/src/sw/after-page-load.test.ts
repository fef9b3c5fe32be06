/**
 * @jest-environment jsdom
 */
import { afterPageLoad, IDLE_LIMIT_MS, SETTLE_MS } from './after-page-load';

let idle: Array<{ run: () => void; timeout?: number }> = [];
let readyState: DocumentReadyState = 'loading';

beforeEach(() => {
  jest.useFakeTimers();
  idle = [];
  readyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  (window as unknown as { requestIdleCallback: (run: () => void, options?: { timeout?: number }) => number }).requestIdleCallback = (run, options) =>
    idle.push({ run, timeout: options?.timeout });
});

afterEach(() => jest.useRealTimers());

test('waits for the load event, then for the page to settle, then for an idle moment (bounded), then starts once', () => {
  const start = jest.fn();
  afterPageLoad(start);
  jest.advanceTimersByTime(60_000);
  expect(idle).toHaveLength(0);
  expect(start).not.toHaveBeenCalled();

  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(SETTLE_MS - 1);
  expect(idle).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(idle).toHaveLength(1);
  expect(idle[0].timeout).toBe(IDLE_LIMIT_MS);
  expect(start).not.toHaveBeenCalled();

  idle[0].run();
  expect(start).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(SETTLE_MS);
  expect(idle).toHaveLength(1);
});

test('a page that has already loaded waits only to settle and for the idle moment', () => {
  readyState = 'complete';
  const start = jest.fn();
  afterPageLoad(start);
  expect(idle).toHaveLength(0);
  jest.advanceTimersByTime(SETTLE_MS);
  expect(idle).toHaveLength(1);
  idle[0].run();
  expect(start).toHaveBeenCalledTimes(1);
});
