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

/**
 * localStorage access that never throws (private mode, quota, SSR, corrupt JSON): the session must keep working
 * with in-memory state when storage is unavailable.
 */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory state still holds the value.
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const text = readString(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
