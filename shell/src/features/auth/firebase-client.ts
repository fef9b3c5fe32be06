import { getSession, type FirebaseWebConfig } from '@clipyard/shared';
import { initializeApp } from 'firebase/app';
import {
  EmailAuthProvider,
  applyActionCode,
  browserLocalPersistence,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  updateProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { actionCodeSettings, providerLanguageCode, type EmailActionKind } from './action-links';

/**
 * The Firebase part of the shell, in its own chunk: loaded at start only for a visitor who was
 * signed in, otherwise on the first identity action. `initializeAuth` with local-storage persistence
 * and no popup/redirect resolver keeps the SDK small, and makes "was signed in" readable without it.
 */
export function createFirebaseClient(config: FirebaseWebConfig) {
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = initializeAuth(app, { persistence: [browserLocalPersistence] });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  const settings = emailSettings(auth);
  return {
    auth,
    onAuthStateChanged: (listener: Parameters<typeof onAuthStateChanged>[1]) => onAuthStateChanged(auth, listener),
    signIn: async (email: string, password: string) => (await signInWithEmailAndPassword(auth, email, password)).user,
    // SPEC section 4: sign-up creates the account, then sets the display name.
    signUp: async (email: string, password: string, displayName: string) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await updateProfile(user, { displayName });
      return user;
    },
    signOut: () => signOut(auth),
    // Every email the provider sends links back to the site's action page (ADR 0053).
    sendPasswordReset: (email: string) => sendPasswordResetEmail(auth, email, settings('resetPassword')),
    sendEmailVerification: async () => {
      if (!auth.currentUser) throw Object.assign(new Error('not signed in'), { code: 'auth/no-current-user' });
      await sendEmailVerification(auth.currentUser, settings('verifyEmail'));
    },
    /** Proves the password again (before deleting the account): Firebase answers auth/wrong-password and the like. */
    reauthenticate: async (password: string) => {
      const user = auth.currentUser;
      if (!user?.email) throw Object.assign(new Error('not signed in'), { code: 'auth/no-current-user' });
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    },
    /** Loads the popup plumbing on this first use only (google-popup.ts). */
    signInWithGoogle: async () => (await import('./google-popup')).signInWithGooglePopup(auth),
    /** Deletes the signed-in identity (an unfinished registration cancelled or rolled back): Firebase signs it out. */
    deleteIdentity: async () => {
      if (!auth.currentUser) throw Object.assign(new Error('not signed in'), { code: 'auth/no-current-user' });
      await deleteUser(auth.currentUser);
    },
    reloadUser: async () => {
      if (!auth.currentUser) return null;
      await reload(auth.currentUser);
      return auth.currentUser;
    },
    ...emailActions(auth, settings),
  };
}

/**
 * The settings of one email, in the person's language at the moment they ask (they may have switched since the
 * page loaded): the provider writes the email and its link's `lang` from `auth.languageCode` (ADR 0120).
 */
function emailSettings(auth: ReturnType<typeof initializeAuth>) {
  return (kind: EmailActionKind) => {
    const { language } = getSession();
    auth.languageCode = providerLanguageCode(language);
    return actionCodeSettings(kind, language);
  };
}

/** One-time email codes (verify, reset, change email) and email-link sign-in (ADR 0053, 0054). */
function emailActions(auth: ReturnType<typeof initializeAuth>, settings: ReturnType<typeof emailSettings>) {
  return {
    checkActionCode: async (code: string) => {
      const info = await checkActionCode(auth, code);
      return { operation: info.operation, email: info.data.email ?? null, previousEmail: info.data.previousEmail ?? null };
    },
    applyActionCode: (code: string) => applyActionCode(auth, code),
    verifyPasswordResetCode: (code: string) => verifyPasswordResetCode(auth, code),
    confirmPasswordReset: (code: string, password: string) => confirmPasswordReset(auth, code, password),
    changeEmail: async (newEmail: string) => {
      if (!auth.currentUser) throw Object.assign(new Error('not signed in'), { code: 'auth/no-current-user' });
      await verifyBeforeUpdateEmail(auth.currentUser, newEmail, settings('changeEmail'));
    },
    sendSignInLink: (email: string) => sendSignInLinkToEmail(auth, email, settings('signIn')),
    isSignInLink: (link: string) => isSignInWithEmailLink(auth, link),
    signInWithLink: async (email: string, link: string) => (await signInWithEmailLink(auth, email, link)).user,
  };
}

export type FirebaseClient = ReturnType<typeof createFirebaseClient>;
