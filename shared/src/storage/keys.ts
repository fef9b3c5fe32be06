/** localStorage keys. The first three are named by SPEC section 3 and must not change. */
export const STORAGE_KEYS = {
  userProfile: 'userProfile',
  colorPreference: 'app-color-preference',
  language: 'APP_LANGUAGE_PREFERENCE',
  // The list caches: SPEC names no keys, so they carry the names of the server answers they mirror.
  followedChannels: 'followedChannelLoginList',
  blockedChannels: 'blockedChannelLoginList',
  blockedUsers: 'blockedUserNameList',
  likedClips: 'userLikeSet',
} as const;

/** SPEC section 9: periodic data refresh every 24 hours. */
export const REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;
