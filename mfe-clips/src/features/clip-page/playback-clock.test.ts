import { act, renderHook } from '@testing-library/react';
import { createPlaybackClock, usePlaybackValue } from './playback-clock';

test('a component reading a value of the clock re-renders only when that value changes', () => {
  const clock = createPlaybackClock(0);
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return usePlaybackValue(clock, (seconds) => Math.floor(seconds / 10));
  });
  expect(result.current).toBe(0);
  const before = renders;
  act(() => {
    clock.set(1.5);
    clock.set(4.25);
    clock.set(9.75);
  });
  expect(renders).toBe(before);
  act(() => clock.set(12));
  expect(result.current).toBe(1);
  expect(renders).toBe(before + 1);
  expect(clock.get()).toBe(12);
});
