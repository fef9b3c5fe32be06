import { callApi, getRuntimeConfig, getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
} from 'firebase/auth';
import { readPlatformData } from './platform-data';

function failure(error: unknown): { ok: false; code: string; message?: string } {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'auth/internal-error';
  console.warn('[auth]', code, error);
  return { ok: false, code, message: error instanceof Error ? error.message : undefined };
}

async function attempt<T>(run: () => Promise<T>): Promise<AuthActionResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Firebase Auth lives only in the shell. It feeds the session store (authSignedIn / authSignedOut,
 * then authLoaded after the first callback, when the shell records appLaunch) and registers the
 * identity actions the account remote calls through `authActions`.
 */
export function startFirebaseAuth(): Auth {
  const { firebase } = getRuntimeConfig();
  const app = initializeApp({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId });
  const auth = getAuth(app);
  if (firebase.authEmulatorUrl) connectAuthEmulator(auth, firebase.authEmulatorUrl, { disableWarnings: true });

  registerAuthActions({
    signIn: (email, password) => attempt(async () => (await signInWithEmailAndPassword(auth, email, password)).user as AuthUser),
    // SPEC section 4: sign-up creates the account, then sets the display name.
    signUp: (email, password, displayName) =>
      attempt(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        await updateProfile(user, { displayName });
        return user as AuthUser;
      }),
    signOut: () =>
      attempt(async () => {
        // Sign-out clears the flags first (the store does it on authSignedOut), then Firebase's user.
        getSession().authSignedOut();
        await signOut(auth);
        return undefined;
      }),
    sendPasswordReset: (email) =>
      attempt(async () => {
        await sendPasswordResetEmail(auth, email);
        return undefined;
      }),
    sendEmailVerification: () =>
      attempt(async () => {
        if (!auth.currentUser) throw Object.assign(new Error('not signed in'), { code: 'auth/no-current-user' });
        await sendEmailVerification(auth.currentUser);
        return undefined;
      }),
    reloadUser: () =>
      attempt(async () => {
        if (!auth.currentUser) return null;
        await reload(auth.currentUser);
        return auth.currentUser as AuthUser;
      }),
  });

  let first = true;
  onAuthStateChanged(auth, (user) => {
    const session = getSession();
    if (user) void session.authSignedIn(user as AuthUser);
    else if (session.authUser || !first) session.authSignedOut();
    if (first) {
      first = false;
      const wasLaunched = session.launched;
      session.authLoaded();
      // When 'loaded' first turns true the app is launched and records appLaunch.
      if (!wasLaunched) void callApi('client/activity/reportActivity', { activityName: 'appLaunch', platformData: readPlatformData() });
    }
  });
  return auth;
}
