/**
 * Each remote bundles its own copy of this library (ADR 0151): a clip one copy marks must reach what another copy shows
 * in the same page, not only other tabs.
 */
import * as React from 'react';
import { act, renderHook } from '@testing-library/react';

type WatchedModule = typeof import('./watched-clips');

/** Another copy of the library's module, as a second remote's bundle holds (the page's one React, as federation shares it). */
function freshCopy(): WatchedModule {
  let copy: WatchedModule | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    copy = jest.requireActual<WatchedModule>('./watched-clips');
  });
  return copy!;
}

beforeEach(() => localStorage.clear());

test("a clip marked by one remote's copy reaches a subscriber of another copy at once", () => {
  const clipsCopy = freshCopy();
  const channelsCopy = freshCopy();
  expect(clipsCopy).not.toBe(channelsCopy);
  const { result } = renderWatched(channelsCopy);
  expect(result().has('abc123')).toBe(false);
  act(() => clipsCopy.markClipWatched('abc123'));
  expect(result().has('abc123')).toBe(true);
});

test('keeps the newest 1,000 and survives a broken stored value', () => {
  localStorage.setItem('clipyard.watchedClips', '{not json');
  const copy = freshCopy();
  const { result } = renderWatched(copy);
  expect(result().size).toBe(0);
  act(() => copy.markClipWatched('first'));
  expect([...result()]).toEqual(['first']);
  localStorage.setItem('clipyard.watchedClips', JSON.stringify(Array.from({ length: 1000 }, (_, i) => `clip${i}`)));
  act(() => copy.markClipWatched('newest'));
  expect(result().size).toBe(1000);
  expect(result().has('clip0')).toBe(false);
  expect(result().has('newest')).toBe(true);
});

/** Subscribes the way useWatchedClips does and answers the latest snapshot after each notification. */
function renderWatched(copy: WatchedModule) {
  const hook = renderHook(() => copy.useWatchedClips());
  return {
    result: () => hook.result.current,
  };
}
