import { authActions, callApiResult, getSession, notificationStore, setRuntimeConfig, type AuthUser } from '@clipyard/shared';
import { waitFor } from '@testing-library/react';
import { shownNotifications } from '@clipyard/testing';
import { setupShellI18n } from '../../i18n/setup';
import { persistedUserKey, startFirebaseAuth } from './firebase-auth';
import { whySessionEnded } from './session-end';
import { SIGNED_IN_COOKIE } from './signed-in-cookie';

// The Firebase SDK itself is not started here (the e2e journeys sign in against the real Auth emulator): this stands
// in for the shell's own wrapper module, to see *when* the shell loads it and what the session does with its answer.
const mockCreateFirebaseClient = jest.fn();
jest.mock('./firebase-client', () => ({ createFirebaseClient: (...args: unknown[]) => mockCreateFirebaseClient(...args) }));
// The real check of why a session ended, watched: a test can await the answer the shell acts on.
jest.mock('./session-end', () => {
  const actual = jest.requireActual<typeof import('./session-end')>('./session-end');
  return { ...actual, whySessionEnded: jest.fn(actual.whySessionEnded) };
});
const asked = jest.mocked(whySessionEnded);

const API_KEY = 'test-api-key';
const person: AuthUser = { uid: 'uid-1', email: 'p@example.com', displayName: 'p', emailVerified: true, getIdToken: async () => 'token' };

function fakeClient(restored: AuthUser | null, signedInAs: AuthUser = person) {
  let listener: ((user: AuthUser | null) => void) | null = null;
  return {
    /** Firebase dropping its user by itself (a failed refresh, another tab's sign-out). */
    dropUser: () => listener?.(null),
    signOut: async () => listener?.(null),
    onAuthStateChanged: (next: (user: AuthUser | null) => void) => {
      let reported = false;
      listener = (user) => {
        reported = true;
        next(user);
      };
      // Firebase answers its first auth state asynchronously, from its persistence (unless a sign-in came first).
      setTimeout(() => reported || listener?.(restored), 0);
      return () => undefined;
    },
    signIn: async () => {
      listener?.(signedInAs);
      return signedInAs;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  mockCreateFirebaseClient.mockReset();
  setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9/', firebase: { apiKey: API_KEY, authDomain: 'x', projectId: 'demo-x' } });
  if (getSession().authUser) getSession().authSignedOut();
  // The API is unreachable here on purpose (port 9): the cache refreshes after sign-in fail quietly.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a visitor who was not signed in never loads Firebase at start, and the session says signed out at once', async () => {
  jest.useFakeTimers();
  startFirebaseAuth();
  expect(getSession().loaded).toBe(true);
  // Whatever the start left for later (frames, idle callbacks, timers) has run: still no Firebase.
  await jest.runAllTimersAsync();
  expect(mockCreateFirebaseClient).not.toHaveBeenCalled();
  expect(getSession().authUser).toBeNull();
});

test('a returning signed-in person: Firebase loads after the first paint, not before, and the person is signed in again', async () => {
  localStorage.setItem(persistedUserKey(API_KEY), JSON.stringify({ uid: person.uid }));
  mockCreateFirebaseClient.mockImplementation(() => fakeClient(person));
  jest.useFakeTimers();
  // Hold the browser's next frame: until it paints, Firebase must not start.
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  startFirebaseAuth();
  // Everything else the start left for later (idle callbacks, timers) has run: it waits for the frame.
  await jest.runAllTimersAsync();
  expect(frames).toHaveLength(1);
  expect(mockCreateFirebaseClient).not.toHaveBeenCalled();
  expect(getSession().authUser).toBeNull();
  // The first paint happens.
  for (const frame of frames.splice(0)) frame(performance.now());
  await waitFor(() => expect(getSession().authUser?.uid).toBe(person.uid));
  expect(mockCreateFirebaseClient).toHaveBeenCalledTimes(1);
  expect(getSession().loaded).toBe(true);
});

test('signed out, the first identity action loads Firebase on demand', async () => {
  mockCreateFirebaseClient.mockImplementation(() => fakeClient(null));
  jest.useFakeTimers();
  startFirebaseAuth();
  // Whatever the start left for later (frames, idle callbacks, timers) has run: still no Firebase.
  await jest.runAllTimersAsync();
  expect(mockCreateFirebaseClient).not.toHaveBeenCalled();
  const result = await authActions.signIn('p@example.com', 'secret');
  expect(result.ok).toBe(true);
  expect(mockCreateFirebaseClient).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(getSession().authUser?.uid).toBe(person.uid));
});

test('while someone is signed in the browser keeps the signed-in cookie, so no shared cache keeps or answers its pages (ADR 0141)', async () => {
  const signedInCookie = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
  // A browser that was never signed in, with a cookie left from an earlier session: the first state clears it.
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  mockCreateFirebaseClient.mockImplementation(() => fakeClient(null));
  startFirebaseAuth();
  expect(signedInCookie()).toBe(false);
  expect((await authActions.signIn('p@example.com', 'secret')).ok).toBe(true);
  await waitFor(() => expect(getSession().authUser?.uid).toBe(person.uid));
  expect(signedInCookie()).toBe(true);
  expect((await authActions.signOut()).ok).toBe(true);
  expect(signedInCookie()).toBe(false);
});

describe('a session that ends on its own (SPEC section 8)', () => {
  beforeAll(async () => {
    await setupShellI18n('en-US');
  });
  beforeEach(() => notificationStore.setState({ items: [] }));

  /** Signed in as `user`, whose forced refresh answers `refresh`; answers the fake client to drop the user with. */
  async function signedInWith(refresh: () => Promise<string>) {
    const user: AuthUser = { ...person, getIdToken: async (force?: boolean) => (force ? refresh() : 'token') };
    const client = fakeClient(null, user);
    mockCreateFirebaseClient.mockImplementation(() => client);
    startFirebaseAuth();
    await authActions.signIn('p@example.com', 'secret');
    await waitFor(() => expect(getSession().authUser?.uid).toBe(person.uid));
    return client;
  }
  const failing = (code: string) => async () => Promise.reject(Object.assign(new Error(code), { code }));

  test.each([
    ['auth/user-disabled', 'You have been logged out: this account has been disabled. Please contact an admin.'],
    ['auth/user-token-expired', 'You have been logged out because your session expired. Please log in again.'],
  ])('a refresh refused with %s: signed out, and told why', async (code, message) => {
    const client = await signedInWith(failing(code));
    client.dropUser();
    await waitFor(() => expect(shownNotifications()).toContain(message));
    expect(getSession().authUser).toBeNull();
  });

  test('signed out elsewhere (the refresh still works): signed out here too, with no alarming message', async () => {
    const client = await signedInWith(async () => 'fresh-token');
    asked.mockClear();
    client.dropUser();
    await waitFor(() => expect(getSession().authUser).toBeNull());
    // The shell asked why the session ended: no reason. It reacts to that answer before this test's own wait for it
    // resumes (its reaction was attached first), so the notifications below are what it decided.
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await asked.mock.results[0].value).toBeNull();
    expect(shownNotifications()).toEqual([]);
  });

  test('the person signing out is not told anything', async () => {
    const refresh = jest.fn(failing('auth/user-disabled'));
    await signedInWith(refresh);
    asked.mockClear();
    // Firebase's null user comes inside the sign-out itself: by the time it is done, the shell has decided.
    expect((await authActions.signOut()).ok).toBe(true);
    expect(getSession().authUser).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(shownNotifications()).toEqual([]);
  });

  test('a call refused because the account is suspended: signed out, and told once, with the moderator’s reason', async () => {
    const refresh = jest.fn(async () => 'fresh-token');
    await signedInWith(refresh);
    const refusal = { isSuccessful: false, errorCode: 'ACCOUNT_SUSPENDED', message: 'This account is suspended: Spam', publicReason: 'Spam' };
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(refusal), { status: 403, headers: { 'content-type': 'application/json' } }));
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    // Two calls in flight are refused together: one message.
    const answers = await Promise.all([callApiResult('client/profile/profileDetails'), callApiResult('client/notifications/getUnreadCount')]);
    expect(answers.map((a) => !a.ok && a.errorCode)).toEqual(['ACCOUNT_SUSPENDED', 'ACCOUNT_SUSPENDED']);
    await waitFor(() => expect(getSession().authUser).toBeNull());
    expect(shownNotifications()).toEqual(['A moderator has suspended your account, so you have been logged out. Reason: Spam']);
    // Signing out was the shell's own doing: no "session ended" message on top.
    expect(refresh).not.toHaveBeenCalled();
  });
});
