import type { StateCreator } from 'zustand';
import { STORAGE_KEYS, writeJson } from '../../storage/local-storage';
import type { AuthSlice, SessionState } from '../types';
import { flagsOf, readCachedProfile } from './profile';
import { emptyLists } from './lists';
import { forgetDeviceLists, keepDeviceLists } from '../device-lists';
import { everyWhileActive } from '../../idle/idle-detector';
import { isUnfinishedRegistration } from '../registration';
import { setQueryViewer } from '../../api/server-state';

/** SPEC section 9: periodic data refresh every 24 hours. */
export const REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Stops the periodic refresh; it runs only while the person is active (idle detector, ADR 0109). */
let refreshTimer: (() => void) | null = null;

function stopPeriodicRefresh() {
  refreshTimer?.();
  refreshTimer = null;
}

export const createAuthSlice: StateCreator<SessionState, [], [], AuthSlice> = (set, get) => {
  /**
   * The profile first: an identity without an account yet (mid-registration) has no lists, and asking for them
   * would only collect ACCOUNT_NOT_REGISTERED answers. Registration refreshes everything once it is done.
   */
  const refreshAll = async () => {
    await get().refreshProfile();
    if (!isUnfinishedRegistration(get().userProfile)) await get().refreshLists();
  };
  return {
    authUser: null,
    loaded: false,
    launched: false,
    // Until the auth listener speaks, the cached profile tells the UI what it probably is (no server trust).
    flags: flagsOf(readCachedProfile(), false),

    async authSignedIn(authUser) {
      const previous = get().authUser;
      const cached = get().userProfile;
      // Another account's cached profile must never show for this one.
      const profile = cached && cached.firebaseUid === authUser.uid ? cached : null;
      // Signed out until now (no cached profile at all): the lists held are this device's own follows and blocks,
      // to be merged into the account rather than dropped (a reload of a signed-in page has its profile cached).
      if (!previous && !cached) {
        const { followedChannels, blockedChannels, blockedUsers } = get();
        keepDeviceLists({ uid: authUser.uid, followedChannels, blockedChannels, blockedUsers });
      }
      if (!profile) writeJson(STORAGE_KEYS.userProfile, null);
      // Before anything renders for this user: no answer fetched for someone else stays in the cache.
      setQueryViewer(authUser.uid);
      set({ authUser, userProfile: profile, flags: flagsOf(profile, true) });
      if (previous?.uid === authUser.uid && refreshTimer) return; // token refresh of the same user: nothing to reload
      // SPEC section 4: caches are refreshed from the server at start (sign-in) and every 24 hours.
      stopPeriodicRefresh();
      refreshTimer = everyWhileActive(REFRESH_INTERVAL_MS, () => void refreshAll());
      await refreshAll();
    },

    authSignedOut() {
      stopPeriodicRefresh();
      forgetDeviceLists();
      // SPEC section 4: sign-out clears the flags first, then the user object.
      set({ flags: flagsOf(null, false) });
      writeJson(STORAGE_KEYS.userProfile, null);
      for (const key of [STORAGE_KEYS.followedChannels, STORAGE_KEYS.blockedChannels, STORAGE_KEYS.blockedUsers, STORAGE_KEYS.likedClips]) {
        writeJson(key, null);
      }
      setQueryViewer(null);
      set({ authUser: null, userProfile: null, ...emptyLists(get()) });
    },

    authLoaded() {
      // The first auth callback sets loaded; launched follows it once and stays.
      if (get().loaded && get().launched) return;
      set({ loaded: true, launched: true });
    },
  };
};
