import type { StateCreator } from 'zustand';
import { STORAGE_KEYS, readString, writeString } from '../../storage/local-storage';
import { appLanguages, colorPreferences, type AppLanguage, type ColorPreference, type PreferencesSlice, type SessionState } from '../types';

/** SPEC section 3/9: colour preference defaults to Dark, language to en-US. Unknown stored values fall back. */
export function readColorPreference(): ColorPreference {
  const stored = readString(STORAGE_KEYS.colorPreference);
  return colorPreferences.includes(stored as ColorPreference) ? (stored as ColorPreference) : 'Dark';
}

export function readLanguage(): AppLanguage {
  const stored = readString(STORAGE_KEYS.language);
  return appLanguages.includes(stored as AppLanguage) ? (stored as AppLanguage) : 'en-US';
}

export const createPreferencesSlice: StateCreator<SessionState, [], [], PreferencesSlice> = (set) => ({
  colorPreference: readColorPreference(),
  language: readLanguage(),
  setColorPreference(value) {
    if (!colorPreferences.includes(value)) return;
    writeString(STORAGE_KEYS.colorPreference, value);
    set({ colorPreference: value });
  },
  setLanguage(value) {
    if (!appLanguages.includes(value)) return;
    writeString(STORAGE_KEYS.language, value);
    set({ language: value });
  },
});
