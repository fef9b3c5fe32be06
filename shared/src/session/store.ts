import { create } from 'zustand';
import { configureApi } from '../api';
import type { SessionState } from './types';
import { createAuthSlice } from './slices/auth';
import { createProfileSlice } from './slices/profile';
import { AUTH_SETTLE_LIMIT_MS, createListsSlice, untilState } from './slices/lists';
import { createPreferencesSlice } from './slices/preferences';

/**
 * The one session store (shared as a singleton through Module Federation, so the shell and every remote see the
 * same state). Slices: auth, profile, lists (follows, blocks, likes), preferences.
 */
export const useSession = create<SessionState>()((...args) => ({
  ...createAuthSlice(...args),
  ...createProfileSlice(...args),
  ...createListsSlice(...args),
  ...createPreferencesSlice(...args),
}));

// The API client's bearer token is the session's current user's ID token (empty when signed out).
configureApi({ idToken: async () => (await useSession.getState().authUser?.getIdToken()) ?? '' });

/** Non-React access (the shell's auth listener, tests). */
export const getSession = useSession.getState;

/**
 * Resolves once the session satisfies `ready` (checked now and on every change), or after `timeoutMs` at the latest:
 * the shell's auth listener feeds the store, and a screen or a tap waiting for it must never hang.
 */
export function untilSession(ready: (state: SessionState) => boolean, timeoutMs = 5000): Promise<void> {
  return untilState(useSession, ready, timeoutMs);
}

/**
 * Whether the viewer is signed in, once that is known. Right after a page load the session restores in the background
 * (the shell starts Firebase after the first paint), so for a moment a signed-in person reads as signed out: a tap on
 * Save or Report then must wait for the answer rather than ask them to sign in (e2e run 93 saw the Save case). Signed
 * in is certain at once; signed out only once the session has loaded (at most `limitMs`, as the toggles wait).
 */
export async function signedInWhenKnown(limitMs = AUTH_SETTLE_LIMIT_MS): Promise<boolean> {
  await untilSession((state) => state.loaded || state.flags.isSignedIn, limitMs);
  return getSession().flags.isSignedIn;
}
