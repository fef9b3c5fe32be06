import { create } from 'zustand';
import { configureApi } from '../api';
import type { SessionState } from './types';
import { createAuthSlice } from './slices/auth';
import { createProfileSlice } from './slices/profile';
import { createListsSlice } from './slices/lists';
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
