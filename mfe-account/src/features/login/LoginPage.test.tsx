import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { LoginPage } from './LoginPage';

const api = setupFakeApi();
let signInResult: AuthActionResult<AuthUser>;

beforeAll(() => {
  // Stands in for the shell's Firebase wiring: it signs the user in and feeds the session like the auth listener.
  registerAuthActions({
    signIn: async () => {
      if (signInResult.ok) void getSession().authSignedIn(signInResult.value);
      return signInResult;
    },
  });
});
beforeEach(() => {
  signInResult = { ok: true, value: fakeAuthUser('taro-uid', { displayName: 'taro_display' }) };
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'taro-uid' });
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: password } });
}

test("welcomes back by username ('Login Successful, Welcome back {name}!') and goes to the frontpage", async () => {
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
  fill('taro@example.com', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  expect(shownNotifications()).toContain('Login Successful, Welcome back taro!');
});

test('a wrong password shows the provider’s reason and stays on the page', async () => {
  signInResult = { ok: false, code: 'auth/invalid-credential' };
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
  fill('taro@example.com', 'nope');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
  // Reported once: beside the form, under 'Login failed', and not again as a toast.
  expect(screen.getByRole('alert').textContent).toContain('Login failed');
  expect(shownNotifications()).not.toContain('Login failed');
  expect(screen.getByTestId('location').textContent).toBe('/account/login');
});

test('an unknown email reads like a wrong password, so the page does not say which emails have accounts', async () => {
  signInResult = { ok: false, code: 'auth/user-not-found' };
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
  fill('nobody@example.com', 'whatever1');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
  expect(screen.queryByText('No account uses this email address.')).toBeNull();
});

test('an invalid email is caught before signing in (ja)', async () => {
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login', language: 'ja' });
  fireEvent.change(await screen.findByLabelText(/^メールアドレス/), { target: { value: 'not-an-email' } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  expect(await screen.findByText('メールアドレスが正しくありません。')).toBeTruthy();
});

test('a retry that works leaves no failure on screen beside the welcome', async () => {
  signInResult = { ok: false, code: 'auth/invalid-credential' };
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
  fill('taro@example.com', 'nope');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Login failed')).toBeTruthy();
  signInResult = { ok: true, value: fakeAuthUser('taro-uid', { displayName: 'taro_display' }) };
  fill('taro@example.com', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(shownNotifications()).toContain('Login Successful, Welcome back taro!'));
  expect(shownNotifications()).not.toContain('Login failed');
  expect(screen.queryByText('Login failed')).toBeNull();
});

test('opened while signed in: says so and offers the frontpage or signing out, which brings the form back', async () => {
  const signOut = jest.fn(async () => {
    getSession().authSignedOut();
    return { ok: true as const, value: undefined };
  });
  registerAuthActions({ signOut });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('taro-uid'));
  const view = renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
  expect(await screen.findByText('You are already logged in as taro.')).toBeTruthy();
  expect(screen.queryByLabelText(/^Email/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(signOut).toHaveBeenCalled());
  expect(await screen.findByLabelText(/^Email/)).toBeTruthy();
  view.unmount();

  await getSession().authSignedIn(fakeAuthUser('taro-uid'));
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login', language: 'ja' });
  fireEvent.click(await screen.findByRole('link', { name: 'フロントページへ' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
});

describe('Continue with Google', () => {
  let googleResult: AuthActionResult<AuthUser>;
  beforeAll(() => {
    registerAuthActions({
      signInWithGoogle: async () => {
        if (googleResult.ok) void getSession().authSignedIn(googleResult.value);
        return googleResult;
      },
    });
  });
  beforeEach(() => {
    googleResult = { ok: true, value: fakeAuthUser('taro-uid', { displayName: 'Taro Google' }) };
  });

  test('a Google account with a Clipyard account is welcomed back and goes to the frontpage', async () => {
    renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(shownNotifications()).toContain('Login Successful, Welcome back taro!');
  });

  test('a first Google sign-in (no Clipyard account yet) goes on to choose a username, without a welcome', async () => {
    serveSignedInBasics(api.server, { username: 'UNKNOWN', firebaseUid: 'taro-uid' });
    renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/finishRegistration'));
    expect(shownNotifications().some((message) => message.startsWith('Login Successful'))).toBe(false);
  });

  test('an email identity whose account was never finished also goes on to finish it', async () => {
    serveSignedInBasics(api.server, { username: 'UNKNOWN', firebaseUid: 'taro-uid' });
    renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
    fill('taro@example.com', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/finishRegistration'));
  });

  test.each([
    ['auth/popup-blocked', 'The login popup was blocked by the browser.'],
    ['auth/popup-closed-by-user', 'The login popup was closed before finishing.'],
    ['auth/cancelled-popup-request', 'Another login popup was opened.'],
    ['auth/unauthorized-domain', 'Logging in is not allowed from this address.'],
    ['auth/network-request-failed', 'Could not reach the login service. Check your connection.'],
    ['auth/account-exists-with-different-credential', 'An account already uses this email address with another login method. Log in with that method.'],
  ])('%s has its own message, shown once, and the button works again', async (code, message) => {
    googleResult = { ok: false, code };
    renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByTestId('google-error')).textContent).toBe(message);
    expect(shownNotifications()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/account/login');
  });

  test('in Japanese', async () => {
    googleResult = { ok: false, code: 'auth/popup-blocked' };
    renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login', language: 'ja' });
    fireEvent.click(await screen.findByRole('button', { name: 'Google で続行' }));
    expect((await screen.findByTestId('google-error')).textContent).toBe('ログイン用のポップアップがブラウザにブロックされました。');
  });
});
