import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, useFakeApi } from '@clipyard/shared/testing';
import { LoginPage } from './LoginPage';

const api = useFakeApi();
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
  expect(shownNotifications()).toContain('Login failed');
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
  fireEvent.change(screen.getByLabelText(/^メールアドレス/), { target: { value: 'not-an-email' } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  expect(await screen.findByText('メールアドレスが正しくありません。')).toBeTruthy();
});
