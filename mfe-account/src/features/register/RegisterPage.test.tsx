import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/shared/testing';
import { RegisterPage } from './RegisterPage';

const api = setupFakeApi();
let signUpCalls: Array<[string, string, string]> = [];
let signUpResult: AuthActionResult<AuthUser>;
let deletedIdentities = 0;

beforeAll(() => {
  // Stands in for the shell's Firebase wiring: it signs the user in and feeds the session like the auth listener.
  registerAuthActions({
    signUp: async (email, password, displayName) => {
      signUpCalls.push([email, password, displayName]);
      if (signUpResult.ok) void getSession().authSignedIn(signUpResult.value);
      return signUpResult;
    },
    // Like Firebase's deleteUser: the identity goes, and the auth listener sees nobody.
    deleteIdentity: async () => {
      deletedIdentities += 1;
      getSession().authSignedOut();
      return { ok: true as const, value: undefined };
    },
  });
});
beforeEach(() => {
  signUpCalls = [];
  deletedIdentities = 0;
  signUpResult = { ok: true, value: fakeAuthUser('newuser') };
  api.server.on('client/userLogins/checkUsernameInUse', (call) => ({
    json: { isSuccessful: true, isInUse: (call.body as { username: string }).username.toLowerCase() === 'taken_name' },
  }));
  serveSignedInBasics(api.server, { username: 'hanako', firebaseUid: 'newuser', hasVerifiedEmail: false });
});

function fill(email: string, username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: password } });
}

test('creates the identity, then the account, then goes to the welcome page', async () => {
  api.server.on('client/userLogins/accountRegistration', () => ({ json: { isSuccessful: true, username: 'hanako' } }));
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill('hanako@example.com', 'hanako', 'secret123');
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/register/welcome'));
  expect(signUpCalls).toEqual([['hanako@example.com', 'secret123', 'hanako']]);
  const registration = api.server.calls.find((call) => call.path === 'client/userLogins/accountRegistration');
  expect(registration).toMatchObject({ body: { username: 'hanako' }, authorization: 'Bearer token-newuser' });
  expect(getSession().userProfile?.username).toBe('hanako');
});

test('a taken username and a short password are caught before anything is sent', async () => {
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill('a@example.com', 'taken_name', '12345');
  expect(await screen.findByText('This username is already taken.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('The password must be at least 6 characters.')).toBeTruthy();
  expect(signUpCalls).toEqual([]);
});

test("an identity failure says 'Failed to create account with the given email and password'", async () => {
  signUpResult = { ok: false, code: 'auth/email-already-in-use' };
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill('used@example.com', 'hanako', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Failed to create account with the given email and password')).toBeTruthy();
  expect(screen.getByText('An account already uses this email address.')).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/userLogins/accountRegistration')).toBe(false);
});

test("a server failure says 'Backend error during account creation' (and in Japanese), and leaves no identity behind", async () => {
  api.server.on('client/userLogins/accountRegistration', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'boom' } }));
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register', language: 'ja' });
  fireEvent.change(await screen.findByLabelText(/^メールアドレス/), { target: { value: 'x@example.com' } });
  fireEvent.change(screen.getByLabelText(/^ユーザー名/), { target: { value: 'hanako' } });
  fireEvent.change(screen.getByLabelText(/^パスワード/, { selector: 'input' }), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: '登録' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('アカウント作成中にサーバーエラーが発生しました')).toBeTruthy();
  expect(deletedIdentities).toBe(1);
  expect(getSession().authUser).toBeNull();
  expect(screen.getByTestId('location').textContent).toBe('/account/register');
});

test('a name taken between the check and the server (the race): the new identity is deleted, the form says why and works again', async () => {
  // The check said free; another person registered the name before this accountRegistration arrived.
  let registrations = 0;
  api.server.on('client/userLogins/accountRegistration', () => {
    registrations += 1;
    return registrations === 1
      ? { status: 409, json: { isSuccessful: false, errorCode: 'USERNAME_TAKEN', message: 'taken' } }
      : { json: { isSuccessful: true, username: 'hanako2' } };
  });
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill('race@example.com', 'hanako', 'secret123');
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This username is already taken.'));
  expect(deletedIdentities).toBe(1);
  expect(getSession().authUser).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  // The same email again, with another name: a fresh identity and a finished account.
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'hanako2' } });
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/register/welcome'));
  expect(signUpCalls.map(([email]) => email)).toEqual(['race@example.com', 'race@example.com']);
});

test('submitted before the username check answers, a taken name creates no identity at all', async () => {
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill('race@example.com', 'taken_name', 'secret123');
  // No waiting for 'This username is available.': Enter right after typing.
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  // The submit's own check says so in the form's alert (the field's helper may say it too once its check answers).
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This username is already taken.'));
  expect(signUpCalls).toEqual([]);
  expect(api.server.calls.some((c) => c.path.endsWith('accountRegistration'))).toBe(false);
});

test('opened with a finished account: says so and offers the frontpage or signing out; an unfinished one goes to finish it', async () => {
  registerAuthActions({
    signOut: async () => {
      getSession().authSignedOut();
      return { ok: true as const, value: undefined };
    },
  });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('newuser'));
  const view = renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  expect(await screen.findByText('You are already signed in as hanako.')).toBeTruthy();
  expect(screen.queryByLabelText(/^Username/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByLabelText(/^Username/)).toBeTruthy();
  view.unmount();

  serveSignedInBasics(api.server, { username: 'UNKNOWN', firebaseUid: 'newuser' });
  await getSession().authSignedIn(fakeAuthUser('newuser'));
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  await waitFor(() => expect(getSession().userProfile?.username).toBe('UNKNOWN'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/finishRegistration'));
  expect(screen.queryByText(/You are already signed in/)).toBeNull();
});

test('a name that only looks like a taken one is refused before anything is sent, and says why (and in Japanese)', async () => {
  // The server compares skeletons: 'аdmin' with a Cyrillic а looks like the taken 'admin'.
  api.server.on('client/userLogins/checkUsernameInUse', () => ({ json: { isSuccessful: true, isInUse: true, isConfusable: true } }));
  const { unmount } = renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill('spoof@example.com', '\u0430dmin', 'secret123');
  expect(await screen.findByText('This username looks too much like one already taken. Please choose another.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(signUpCalls).toEqual([]);
  unmount();
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register', language: 'ja' });
  fireEvent.change(screen.getByLabelText(/^ユーザー名/), { target: { value: 'Ａｄｍｉｎ' } });
  expect(await screen.findByText('このユーザー名は既に使われている名前と紛らわしいため使えません。別の名前を選んでください。')).toBeTruthy();
});
