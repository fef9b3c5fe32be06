import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { RegisterPage } from './RegisterPage';

/** REGISTRATION=approval (issue 22 item 5, ADR 0136): the register page asks why the person wants to join. */
const api = setupFakeApi();
let signUpCalls: string[] = [];
const signUpResult: AuthActionResult<AuthUser> = { ok: true, value: fakeAuthUser('newuser') };

beforeAll(() => {
  registerAuthActions({
    signUp: async (email) => {
      signUpCalls.push(email);
      void getSession().authSignedIn(signUpResult.value);
      return signUpResult;
    },
    passwordPolicy: async () => ({ ok: true, value: { minLength: 6, maxLength: null, requireLowercase: false, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: false, allowedNonAlphanumeric: null } }),
    deleteIdentity: async () => {
      getSession().authSignedOut();
      return { ok: true as const, value: undefined };
    },
  });
});

function serveMode(registration: 'open' | 'approval' | undefined) {
  api.server.on('is-online', () => ({ json: { isSuccessful: true, isOnline: true, serverTime: new Date().toISOString(), ...(registration ? { registration } : {}) } }));
}

beforeEach(() => {
  signUpCalls = [];
  api.server.on('client/userLogins/checkUsernameInUse', () => ({ json: { isSuccessful: true, isInUse: false } }));
  serveSignedInBasics(api.server, { username: 'hanako', firebaseUid: 'newuser', hasVerifiedEmail: true, registration: { status: 'pending', reason: 'I clip my friends’ speedruns', decisionReason: null } });
  api.server.on('client/userLogins/accountRegistration', () => ({ json: { isSuccessful: true, username: 'hanako', registrationStatus: 'pending' } }));
});

function fill() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'hanako@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'hanako' } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'secret123' } });
}

test('approval mode: a required, bounded reason field; nothing is created without it; with it the reason is sent', async () => {
  serveMode('approval');
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  const reason = await screen.findByRole('textbox', { name: /^Why do you want to join\?/ });
  expect(reason.getAttribute('maxlength')).toBe('500');
  expect(reason.hasAttribute('required')).toBe(true);
  expect(screen.getByText('New accounts on this site are approved by a moderator, who reads this first. Up to 500 characters.')).toBeTruthy();
  fill();
  expect(await screen.findByText('This username is available.')).toBeTruthy();

  // Blank (only spaces): refused on the page, no identity made.
  fireEvent.change(reason, { target: { value: '   ' } });
  fireEvent.submit(reason.closest('form')!);
  expect(await screen.findByText('Tell the moderators why you want to join.')).toBeTruthy();
  expect(signUpCalls).toEqual([]);

  fireEvent.change(reason, { target: { value: '  I clip my friends’ speedruns  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/register/welcome'));
  expect(signUpCalls).toEqual(['hanako@example.com']);
  const registration = api.server.calls.find((call) => call.path === 'client/userLogins/accountRegistration');
  expect(registration?.body).toEqual({ username: 'hanako', reason: 'I clip my friends’ speedruns' });
});

test('approval mode in Japanese: the field is labelled and explained', async () => {
  serveMode('approval');
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register', language: 'ja' });
  expect(await screen.findByRole('textbox', { name: /^参加したい理由/ })).toBeTruthy();
  expect(screen.getByText('このサイトの新しいアカウントはモデレーターが承認します。承認の前にこの内容を読みます。500文字まで。')).toBeTruthy();
});

test.each([['open' as const], [undefined]])('registration %s: no reason field, and none is sent', async (mode) => {
  serveMode(mode);
  api.server.on('client/userLogins/accountRegistration', () => ({ json: { isSuccessful: true, username: 'hanako' } }));
  renderScreen(<RegisterPage />, { path: '/account/register', url: '/account/register' });
  fill();
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  await waitFor(() => expect(api.server.calls.some((call) => call.path === 'is-online')).toBe(true));
  expect(screen.queryByRole('textbox', { name: /Why do you want to join/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/register/welcome'));
  expect(api.server.calls.find((call) => call.path === 'client/userLogins/accountRegistration')?.body).toEqual({ username: 'hanako' });
});
