import { useSyncExternalStore } from 'react';

/**
 * A device whose only pointer is a finger (a phone, a tablet without a trackpad): the same test as the autoplay
 * policy (autoplay-policy.ts). A computer (a mouse or trackpad, even with a touch screen) does not match.
 */
export const FINGER_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(FINGER_ONLY_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  // A tablet that gets a trackpad, or a browser's device emulation switched on and off.
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True on a finger-only device, kept up to date; false where the browser cannot say (no matchMedia). */
export function useFingerOnly(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
