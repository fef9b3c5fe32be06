import { emailAuthForwarders, type EmailAuthActions } from './email-actions-bridge';

/**
 * The seam between the shell (which owns Firebase Auth) and everything else. Shared code and remotes never import
 * firebase: they see the signed-in user through this small interface and ask the shell to act through
 * `authActions`, which the shell fills in at boot with `registerAuthActions`.
 */

/** What we use of a Firebase User (a real firebase/auth User satisfies it). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  isAnonymous?: boolean;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/**
 * Result of an identity action. `code` is the identity provider's error code as Firebase gives it
 * ('auth/wrong-password', 'auth/email-already-in-use', 'auth/network-request-failed'...), so screens can pick a
 * translated message; `auth/not-ready` means the shell has not registered its actions yet.
 */
export type AuthActionResult<T = undefined> = { ok: true; value: T } | { ok: false; code: string; message?: string };

/**
 * The identity provider's password policy (SPEC section 5): a minimum length (6 by default), an optional maximum, and
 * optional character classes. Screens show each rule under a new-password field and check it as the person types.
 */
export interface PasswordPolicy {
  minLength: number;
  /** null: no maximum beyond the provider's own. */
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
  /** The symbols that count as non-alphanumeric, when the provider names them; null: any character but A-Z, a-z, 0-9. */
  allowedNonAlphanumeric: string | null;
}

export interface AuthActions extends EmailAuthActions {
  /** Email and password sign-in. */
  signIn(email: string, password: string): Promise<AuthActionResult<AuthUser>>;
  /** Creates the identity, then sets its display name (SPEC section 4: sign-up creates the account, then the name). */
  signUp(email: string, password: string, displayName: string): Promise<AuthActionResult<AuthUser>>;
  /** Signs out (the store clears its flags first, then the user object). */
  signOut(): Promise<AuthActionResult>;
  /** Sends the 'PASSWORD_RESET' email. */
  sendPasswordReset(email: string): Promise<AuthActionResult>;
  /** Sends the 'VERIFY_EMAIL' email to the signed-in user. */
  sendEmailVerification(): Promise<AuthActionResult>;
  /** Reloads the signed-in user (e.g. to read emailVerified after the link was followed). */
  reloadUser(): Promise<AuthActionResult<AuthUser | null>>;
  /** Re-authenticates the signed-in user with their password (before deleting the account). */
  reauthenticate(password: string): Promise<AuthActionResult>;
  /**
   * Google sign-in in a popup (SPEC section 1, federated sign-in). A first Google sign-in has an identity but no
   * Clipyard account yet: the profile then says username 'UNKNOWN' and the person finishes registration.
   */
  signInWithGoogle(): Promise<AuthActionResult<AuthUser>>;
  /** Deletes the signed-in identity itself (cancelling an unfinished registration, or rolling back a failed one). */
  deleteIdentity(): Promise<AuthActionResult>;
  /**
   * The provider's password policy, read once and kept; `refresh` reads it again (after the provider refused a
   * password for its policy, SPEC section 5). Added in platform 1.2.0: a 1.1.0 shell has no such action, so callers
   * treat its absence as the default policy.
   */
  passwordPolicy(options?: { refresh?: boolean }): Promise<AuthActionResult<PasswordPolicy>>;
}

const notReady = async () => ({ ok: false as const, code: 'auth/not-ready' });

let registered: Partial<AuthActions> = {};

/** The shell calls this once Firebase is initialised. Later calls replace earlier ones (tests, hot reload). */
export function registerAuthActions(actions: Partial<AuthActions>): void {
  registered = { ...registered, ...actions };
}

/** What screens call. Each method forwards to the shell's implementation, or answers `auth/not-ready`. */
export const authActions: AuthActions = {
  signIn: (...args) => (registered.signIn ? registered.signIn(...args) : notReady()),
  signUp: (...args) => (registered.signUp ? registered.signUp(...args) : notReady()),
  signOut: () => (registered.signOut ? registered.signOut() : notReady()),
  sendPasswordReset: (...args) => (registered.sendPasswordReset ? registered.sendPasswordReset(...args) : notReady()),
  sendEmailVerification: () => (registered.sendEmailVerification ? registered.sendEmailVerification() : notReady()),
  reauthenticate: (password) => (registered.reauthenticate ? registered.reauthenticate(password) : notReady()),
  reloadUser: () => (registered.reloadUser ? registered.reloadUser() : notReady()),
  signInWithGoogle: () => (registered.signInWithGoogle ? registered.signInWithGoogle() : notReady()),
  deleteIdentity: () => (registered.deleteIdentity ? registered.deleteIdentity() : notReady()),
  passwordPolicy: (options) => (registered.passwordPolicy ? registered.passwordPolicy(options) : notReady()),
  ...emailAuthForwarders(() => registered, notReady),
};
