import { useSyncExternalStore } from 'react';

/**
 * The playback time outside React state: the video reports it about four times a second, and holding it in the clip
 * page's state re-rendered the whole page (player, comments, every chat line) on each report, which Lighthouse saw
 * as seconds of blocking time. Components read only what they show from it (the number of chat messages reached,
 * the cue being spoken), so a tick that changes nothing on screen renders nothing.
 */
export interface PlaybackClock {
  get: () => number;
  set: (seconds: number) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPlaybackClock(initial: number): PlaybackClock {
  let now = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => now,
    set: (seconds) => {
      if (seconds === now) return;
      now = seconds;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A value derived from the playback time; the component re-renders only when that value changes (`Object.is`). */
export function usePlaybackValue<T>(clock: PlaybackClock, select: (seconds: number) => T): T {
  return useSyncExternalStore(clock.subscribe, () => select(clock.get()));
}
