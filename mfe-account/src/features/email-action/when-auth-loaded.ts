import { getSession, useSession } from '@clipyard/shared';

/**
 * Resolves once the shell's auth listener has spoken (bounded): a returning person's Firebase starts after the first
 * paint, and an applied code must know whether someone is signed in on this device before it refreshes their profile.
 */
export function whenAuthLoaded(timeoutMs = 5000): Promise<void> {
  if (getSession().loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = useSession.subscribe((state) => {
      if (state.loaded) done();
    });
  });
}
