import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, registerAuthActions, useSession, type AuthActionResult } from '@clipyard/shared';
import { fakeAuthUser, profileAnswer, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { FinishRegistrationPage } from './FinishRegistrationPage';

const api = setupFakeApi();
let deleteResult: AuthActionResult;
let deletions = 0;
let registeredName: string | null = null;

beforeAll(() => {
  registerAuthActions({
    // Like Firebase's deleteUser: the identity goes and the auth listener sees nobody (unless it refuses).
    deleteIdentity: async () => {
      deletions += 1;
      if (deleteResult.ok) getSession().authSignedOut();
      return deleteResult;
    },
  });
});
beforeEach(() => {
  deleteResult = { ok: true, value: undefined };
  deletions = 0;
  registeredName = null;
  api.server.on('client/userLogins/checkUsernameInUse', (call) => ({
    json: { isSuccessful: true, isInUse: (call.body as { username: string }).username.toLowerCase() === 'taken_name' },
  }));
  api.server.on('client/userLogins/accountRegistration', (call) => {
    const { username } = call.body as { username: string };
    if (username.toLowerCase() === 'raced_name') return { status: 409, json: { isSuccessful: false, errorCode: 'USERNAME_TAKEN', message: 'taken' } };
    registeredName = username;
    return { json: { isSuccessful: true, username } };
  });
});

/** An identity signed in whose profile is still 'UNKNOWN' until accountRegistration succeeds. */
async function signInUnfinished() {
  serveSignedInBasics(api.server, { username: 'UNKNOWN', firebaseUid: 'g1' });
  api.server.on('client/profile/profileDetails', () => ({ json: profileAnswer({ username: registeredName ?? 'UNKNOWN', firebaseUid: 'g1' }) }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('g1', { email: 'g1@example.com' }));
}

function render(language: 'en-US' | 'ja' = 'en-US') {
  return renderScreen(<FinishRegistrationPage />, { path: '/account/finishRegistration', url: '/account/finishRegistration', language });
}

test('signed out: nothing to finish, a way to log in', async () => {
  getSession().authLoaded();
  render();
  expect(await screen.findByText('Nothing to finish')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
});

test('before the session is known: loading', () => {
  useSession.setState({ loaded: false });
  render();
  expect(screen.getByText('Loading your account…')).toBeTruthy();
});

test('a finished account: nothing left to finish', async () => {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  render();
  expect(await screen.findByText('Your account is ready')).toBeTruthy();
});

test('choosing a free username finishes the account and goes to the welcome page', async () => {
  await signInUnfinished();
  render();
  expect(await screen.findByText(/You are logged in as g1@example.com/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'google_fan' } });
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Finish my account' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/register/welcome'));
  expect(getSession().userProfile?.username).toBe('google_fan');
});

test('submitted before the check answers with a taken name: refused, nothing registered', async () => {
  await signInUnfinished();
  render();
  fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'taken_name' } });
  fireEvent.click(screen.getByRole('button', { name: 'Finish my account' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This username is already taken.'));
  expect(api.server.calls.some((call) => call.path.endsWith('accountRegistration'))).toBe(false);
  expect(getSession().authUser).not.toBeNull();
});

test('a name taken at the server meanwhile: says so and stays, still signed in to try another', async () => {
  await signInUnfinished();
  render();
  fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'raced_name' } });
  expect(await screen.findByText('This username is available.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Finish my account' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This username is already taken.'));
  expect(screen.getByTestId('location').textContent).toBe('/account/finishRegistration');
});

test('cancel asks first, then deletes the identity, says so and goes to the frontpage', async () => {
  await signInUnfinished();
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel registration' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/deletes the login you just created for g1@example.com/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete and cancel' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  expect(deletions).toBe(1);
  expect(shownNotifications()).toContain('Registration cancelled. Nothing was kept.');
});

test('a cancel the provider refuses (sign-in too old) says what to do, in Japanese too', async () => {
  deleteResult = { ok: false, code: 'auth/requires-recent-login' };
  await signInUnfinished();
  render('ja');
  fireEvent.click(await screen.findByRole('button', { name: '登録をキャンセル' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '削除してキャンセル' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('一度ログアウトしてから'));
  expect(screen.getByTestId('location').textContent).toBe('/account/finishRegistration');
});
