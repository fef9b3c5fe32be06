import type { StateCreator } from 'zustand';
import { callApi } from '../../api';
import { STORAGE_KEYS, readJson, writeJson } from '../../storage/local-storage';
import type { CachedProfile, ProfileSlice, SessionState } from '../types';

const booleanFields = ['isAdmin', 'isSuccessful', 'isAnonEmail', 'hasProfilePicture', 'isStreamer', 'hasVerifiedEmail'] as const;

/**
 * Whether what localStorage holds is still a profile of the section 3 shape (it may be stale or edited by hand).
 * Checked by hand, not with the contract's zod schema: the browser bundle carries no zod.
 */
function isProfile(value: unknown): value is CachedProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    booleanFields.every((field) => typeof record[field] === 'boolean') &&
    typeof record.username === 'string' &&
    typeof record.firebaseUid === 'string' &&
    (record.streamerChannelLogin === null || typeof record.streamerChannelLogin === 'string')
  );
}

/** The profile cached under `userProfile` (SPEC section 3) so a reload shows the user at once. */
export function readCachedProfile(): CachedProfile | null {
  return readJson(STORAGE_KEYS.userProfile, isProfile);
}

export function flagsOf(profile: CachedProfile | null, signedIn: boolean) {
  return {
    isSignedIn: signedIn,
    isStreamer: Boolean(signedIn && profile?.isStreamer && profile.streamerChannelLogin),
    isAdmin: Boolean(signedIn && profile?.isAdmin),
    hasVerifiedEmail: Boolean(signedIn && profile?.hasVerifiedEmail),
  };
}

export const createProfileSlice: StateCreator<SessionState, [], [], ProfileSlice> = (set, get) => ({
  userProfile: readCachedProfile(),
  async refreshProfile() {
    const uid = get().authUser?.uid;
    if (!uid) return false;
    const answer = await callApi('client/profile/profileDetails');
    // Signed out (or another user) while the call was in flight: the answer is stale.
    if (!answer || get().authUser?.uid !== uid) return false;
    const { isSuccessful: _ignored, ...rest } = answer;
    const profile: CachedProfile = { ...rest, isSuccessful: true };
    writeJson(STORAGE_KEYS.userProfile, profile);
    set({ userProfile: profile, flags: flagsOf(profile, true) });
    return true;
  },
});
