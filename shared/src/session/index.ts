export { useSession, getSession, untilSession, signedInWhenKnown } from './store';
export { registerAuthActions, authActions, type AuthActions, type AuthUser, type AuthActionResult, type PasswordPolicy } from './auth-bridge';
export type { EmailActionInfo, EmailActionOperation, EmailAuthActions } from './email-actions-bridge';
export { STORAGE_KEYS } from '../storage/local-storage';
export { REFRESH_INTERVAL_MS } from './slices/auth';
export { hashList } from './list-hash';
export {
  colorPreferences,
  appLanguages,
  type ColorPreference,
  type AppLanguage,
  type ListName,
  type ToggleResult,
  type CachedProfile,
  type SessionState,
  type AuthFlags,
} from './types';
export { UNREGISTERED_USERNAME, FINISH_REGISTRATION_PATH, isUnfinishedRegistration } from './registration';
