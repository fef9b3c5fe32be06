import { callApi, getRuntimeConfig, getSession, onAccountSuspended, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { emailAuthActions } from './email-actions';
import type { FirebaseClient } from './firebase-client';
import { readPlatformData } from './platform-data';
import { reportSessionEnded, whySessionEnded } from './session-end';
import { reportAccountSuspended, resetAccountSuspendedNotice } from './account-suspended';
import { rememberSignedIn } from './signed-in-cookie';

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

/** Firebase keeps a signed-in user in localStorage under this key (browserLocalPersistence). */
export function persistedUserKey(apiKey: string): string {
  return `firebase:authUser:${apiKey}:[DEFAULT]`;
}

function wasSignedIn(apiKey: string): boolean {
  try {
    return localStorage.getItem(persistedUserKey(apiKey)) !== null;
  } catch {
    return true; // storage unreadable: ask Firebase
  }
}

/**
 * Runs `start` once the page has painted and the main thread is idle (at most `IDLE_LIMIT_MS` later): a returning
 * signed-in person's Firebase SDK (its own chunk) then never competes with the shell, the route's remote and its data
 * for the first view. The session still restores: only the start moves.
 */
const IDLE_LIMIT_MS = 2000;
export function afterFirstPaint(start: () => void): void {
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: IDLE_LIMIT_MS }) : setTimeout(start, 0));
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => setTimeout(whenIdle, 0));
  else setTimeout(whenIdle, 0);
}

/** The first auth callback: loaded turns true, the app is launched and records appLaunch (SPEC section 4). */
function firstCallback(): void {
  const session = getSession();
  if (session.loaded) return;
  const wasLaunched = session.launched;
  session.authLoaded();
  if (!wasLaunched) void callApi('client/activity/reportActivity', { activityName: 'appLaunch', platformData: readPlatformData() });
}

/**
 * Firebase Auth lives only in the shell. It feeds the session store (authSignedIn / authSignedOut,
 * authLoaded after the first callback) and registers the identity actions the account remote calls
 * through `authActions`. A visitor who was not signed in never downloads Firebase until they act; one who was gets it
 * after the first paint (afterFirstPaint).
 */
function loadPasswordPolicyReader() {
  return import('./password-policy').then(({ createPasswordPolicyReader }) => createPasswordPolicyReader(() => getRuntimeConfig().firebase));
}

export function startFirebaseAuth(): void {
  const { firebase } = getRuntimeConfig();
  let client: Promise<FirebaseClient> | null = null;
  // The user of the last auth callback, and whether this tab itself asked to leave (sign-out, identity deleted): a
  // user dropped without asking may have been disabled or expired, and the person is told why (session-end.ts).
  let current: AuthUser | null = null;
  let leaving = false;
  // Loaded on first use, like the SDK: a visitor who never opens a sign-in form downloads no identity code.
  let passwordPolicyReader: ReturnType<typeof loadPasswordPolicyReader> | null = null;
  const readPasswordPolicy = async (options?: { refresh?: boolean }) => (await (passwordPolicyReader ??= loadPasswordPolicyReader()))(options);

  const load = (): Promise<FirebaseClient> => {
    client ??= import('./firebase-client').then(({ createFirebaseClient }) => {
      const created = createFirebaseClient(firebase);
      created.onAuthStateChanged((user) => {
        const session = getSession();
        const previous = current;
        current = user as AuthUser | null;
        rememberSignedIn(user !== null);
        if (user) {
          if (!previous) resetAccountSuspendedNotice();
          void session.authSignedIn(user as AuthUser);
        } else {
          // Signed out: clear the user (and a profile cached from an earlier session), keep anonymous caches otherwise.
          if (session.authUser || session.userProfile) session.authSignedOut();
          if (previous && !leaving) void whySessionEnded(previous).then((code) => code && reportSessionEnded(code));
          leaving = false;
        }
        firstCallback();
      });
      return created;
    });
    return client;
  };

  /** An action after which Firebase's null user is the person's own doing, not a session that ended on its own. */
  const leave = (run: () => Promise<void>) =>
    attempt(async () => {
      leaving = true;
      try {
        await run();
      } catch (error) {
        leaving = false;
        throw error;
      }
      return undefined;
    });

  const signOut = () =>
    leave(async () => {
      // Sign-out clears the flags first (the store does it in authSignedOut), then Firebase's user.
      getSession().authSignedOut();
      rememberSignedIn(false);
      await (await load()).signOut();
    });

  // A suspended account (issue 22): whichever call found out, the person is signed out and told why, once; the
  // session would otherwise look signed in while every action is refused.
  onAccountSuspended((publicReason) => {
    if (!getSession().authUser) return;
    reportAccountSuspended(publicReason);
    void signOut();
  });

  registerAuthActions({
    signIn: (email, password) => attempt(async () => (await (await load()).signIn(email, password)) as AuthUser),
    signUp: (email, password, displayName) => attempt(async () => (await (await load()).signUp(email, password, displayName)) as AuthUser),
    signOut,
    signInWithGoogle: () => attempt(async () => (await (await load()).signInWithGoogle()) as AuthUser),
    deleteIdentity: () => leave(async () => (await load()).deleteIdentity()),
    sendPasswordReset: (email) =>
      attempt(async () => {
        await (await load()).sendPasswordReset(email);
        return undefined;
      }),
    sendEmailVerification: () =>
      attempt(async () => {
        await (await load()).sendEmailVerification();
        return undefined;
      }),
    reauthenticate: (password) =>
      attempt(async () => {
        await (await load()).reauthenticate(password);
        return undefined;
      }),
    reloadUser: () => attempt(async () => ((await (await load()).reloadUser()) as AuthUser | null)),
    // Read over HTTP, without the SDK: the register page shows the rules before anyone acts.
    passwordPolicy: (options) => attempt(() => readPasswordPolicy(options)),
    ...emailAuthActions(load, attempt),
  });

  if (wasSignedIn(firebase.apiKey)) {
    // Restores the signed-in person after the first paint (an identity action before that loads it at once).
    afterFirstPaint(() => {
      load().catch((error: unknown) => {
        console.error('[auth] Firebase failed to start', error);
        firstCallback();
      });
    });
  } else {
    // Nobody is signed in on this browser: that is the first auth state, no SDK needed for it.
    rememberSignedIn(false);
    if (getSession().authUser || getSession().userProfile) getSession().authSignedOut();
    firstCallback();
  }
}
