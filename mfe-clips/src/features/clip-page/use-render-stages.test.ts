import { act, renderHook } from '@testing-library/react';
import { useRenderStages } from './use-render-stages';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('stages advance one task at a time once ready, and stop at the last', () => {
  const { result, rerender } = renderHook(({ ready }) => useRenderStages(2, ready), { initialProps: { ready: false } });
  act(() => jest.advanceTimersByTime(50));
  // Not ready (the clip is loading): the page stays at its first stage.
  expect(result.current).toBe(0);
  rerender({ ready: true });
  expect(result.current).toBe(0);
  act(() => jest.advanceTimersToNextTimer());
  expect(result.current).toBe(1);
  act(() => jest.advanceTimersToNextTimer());
  expect(result.current).toBe(2);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current).toBe(2);
});
