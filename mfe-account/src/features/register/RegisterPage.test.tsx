import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult, type AuthUser, type PasswordPolicy } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { RegisterPage } from './RegisterPage';

const api = setupFakeApi();
let signUpCalls: Array<[string, string, string]> = [];
let signUpResult: AuthActionResult<AuthUser>;
let deletedIdentities = 0;
/** The provider's policy as the shell would read it: the first answer, then the next one on each refresh. */
let policies: PasswordPolicy[] = [];
let policyReads: Array<{ refresh?: boolean } | undefined> = [];
const DEFAULT_POLICY: PasswordPolicy = { minLength: 6, maxLength: null, requireLowercase: false, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: false, allowedNonAlphanumeric: null };
const STRICT_POLICY: PasswordPolicy = { ...DEFAULT_POLICY, minLength: 8, maxLength: 30, requireUppercase: true, requireNumeric: true };

beforeAll(() => {
  // Stands in for the shell's Firebase wiring: it signs the user in and feeds the session like the auth listener.
  registerAuthActions({
    signUp: async (email, password, displayName) => {
      signUpCalls.push([email, password, displayName]);
      if (signUpResult.ok) void getSession().authSignedIn(signUpResult.value);
      return signUpResult;
    },
    passwordPolicy: async (options) => {
      policyReads.push(options);
      if (options?.refresh && policies.length > 1) policies.shift();
      return { ok: true, value: policies[0] ?? DEFAULT_POLICY };
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
  policies = [DEFAULT_POLICY];
  policyReads = [];
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
  expect(await screen.findByText('You are already logged in as hanako.')).toBeTruthy();
  expect(screen.queryByLabelText(/^Username/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(await screen.findByLabelText(/^Username/)).toBeTruthy();
  view.unmount();

  serveSignedInBasics(api.server, { username: 'UNKNOWN', firebaseUid: 'newuser' });
  await getSession().authSignedIn(fakeAuthUser('newuser'));
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  await waitFor(() => expect(getSession().userProfile?.username).toBe('UNKNOWN'));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/finishRegistration'));
  expect(screen.queryByText(/You are already logged in/)).toBeNull();
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
  // The form shows once the Japanese strings are there (the first Japanese render of the file loads their chunk).
  fireEvent.change(await screen.findByLabelText(/^ユーザー名/), { target: { value: 'Ａｄｍｉｎ' } });
  expect(await screen.findByText('このユーザー名は既に使われている名前と紛らわしいため使えません。別の名前を選んでください。')).toBeTruthy();
});

/** The rules under the password field, each as "text: met" (their visible text and the state read to screen readers). */
function shownRules(): string[] {
  return within(screen.getByTestId('password-rules'))
    // hidden: true, as the failure dialog (when open) hides the page from the accessibility tree meanwhile.
    .getAllByRole('listitem', { hidden: true })
    .map((item) => `${item.querySelector('span:not([aria-hidden])')!.textContent}: ${item.getAttribute('data-met')}`);
}

test("the provider's password rules are shown under the field and checked as the person types; submit waits for all of them", async () => {
  policies = [STRICT_POLICY];
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  await waitFor(() => expect(shownRules()).toEqual(['At least 8 characters.: false', 'At most 30 characters.: true', 'An uppercase letter.: false', 'A digit.: false']));
  expect(screen.getByText('Your password needs:')).toBeTruthy();
  // The rules describe the field for assistive technology.
  const field = screen.getByLabelText(/^Password/, { selector: 'input' });
  expect(field.getAttribute('aria-describedby')).toBe(screen.getByTestId('password-rules').id);

  fill('a@example.com', 'hanako', 'secretpassword');
  expect(shownRules()).toEqual(['At least 8 characters.: true', 'At most 30 characters.: true', 'An uppercase letter.: false', 'A digit.: false']);
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('The password does not meet every rule below yet.')).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(signUpCalls).toEqual([]);

  api.server.on('client/userLogins/accountRegistration', () => ({ json: { isSuccessful: true, username: 'hanako' } }));
  fireEvent.change(field, { target: { value: 'Secretpassword7' } });
  expect(shownRules().every((rule) => rule.endsWith(': true'))).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/register/welcome'));
  expect(signUpCalls).toEqual([['a@example.com', 'Secretpassword7', 'hanako']]);
  expect(policyReads).toEqual([{ refresh: false }]);
});

test('a policy error from the provider reads the policy again and shows its new rules; nothing is left behind', async () => {
  policies = [DEFAULT_POLICY, { ...DEFAULT_POLICY, minLength: 10, requireNonAlphanumeric: true, allowedNonAlphanumeric: '!#$' }];
  signUpResult = { ok: false, code: 'auth/password-does-not-meet-requirements' };
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill('a@example.com', 'hanako', 'secret12');
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('The password does not meet the requirements.')).toBeTruthy();
  await waitFor(() => expect(shownRules()).toEqual(['At least 10 characters.: false', 'A symbol, one of: ! # $: false']));
  expect(policyReads).toEqual([{ refresh: false }, { refresh: true }]);
  expect(getSession().authUser).toBeNull();
});

test('with no policy from the shell (an older shell, or not ready) the default rule applies', async () => {
  registerAuthActions({ passwordPolicy: async () => ({ ok: false, code: 'auth/not-ready' }) });
  try {
    renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register', language: 'ja' });
    await waitFor(() => expect(shownRules()).toEqual(['6文字以上。: false']));
    expect(screen.getByText('パスワードの条件：')).toBeTruthy();
  } finally {
    registerAuthActions({
      passwordPolicy: async (options) => {
        policyReads.push(options);
        if (options?.refresh && policies.length > 1) policies.shift();
        return { ok: true, value: policies[0] ?? DEFAULT_POLICY };
      },
    });
  }
});
