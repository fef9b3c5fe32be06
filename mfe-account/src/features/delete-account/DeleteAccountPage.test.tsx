import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { DeleteAccountPage } from './DeleteAccountPage';

const api = setupFakeApi();
let reauthOk = true;
const signOut = jest.fn(async () => {
  getSession().authSignedOut();
  return { ok: true as const, value: undefined };
});

beforeAll(() => {
  registerAuthActions({
    reauthenticate: async () => (reauthOk ? { ok: true, value: undefined } : { ok: false, code: 'auth/wrong-password' }),
    signOut,
  });
});
beforeEach(() => {
  reauthOk = true;
  signOut.mockClear();
});

async function signIn() {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

function fill(password: string, name: string) {
  fireEvent.change(screen.getByLabelText(/^Your password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Type your username/), { target: { value: name } });
}

test('signed out: asks to log in', () => {
  getSession().authLoaded();
  renderScreen(<DeleteAccountPage />, { path: '/account/deleteAccount', url: '/account/deleteAccount' });
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
});

test('the button waits for the exact username', async () => {
  await signIn();
  renderScreen(<DeleteAccountPage />, { path: '/account/deleteAccount', url: '/account/deleteAccount' });
  await screen.findByRole('heading', { name: 'Delete your account' });
  fill('secret123', 'tar');
  expect(screen.getByText('The username does not match.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Delete my account for good' }) as HTMLButtonElement).disabled).toBe(true);
});

test('re-authenticates, deletes, signs out and goes to the frontpage with the message', async () => {
  await signIn();
  api.server.on('client/userLogins/deleteAccount', () => ({ json: { isSuccessful: true } }));
  renderScreen(<DeleteAccountPage />, { path: '/account/deleteAccount', url: '/account/deleteAccount' });
  await screen.findByRole('heading', { name: 'Delete your account' });
  fill('secret123', 'taro');
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  expect(shownNotifications()).toContain('Account deleted, We are sorry to see you go');
  expect(signOut).toHaveBeenCalled();
  expect(api.server.calls.some((c) => c.path.endsWith('client/userLogins/deleteAccount'))).toBe(true);
});

test('a wrong password deletes nothing and says why', async () => {
  reauthOk = false;
  await signIn();
  renderScreen(<DeleteAccountPage />, { path: '/account/deleteAccount', url: '/account/deleteAccount' });
  await screen.findByRole('heading', { name: 'Delete your account' });
  fill('wrong', 'taro');
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Wrong email or password.');
  expect(api.server.calls.some((c) => c.path.endsWith('client/userLogins/deleteAccount'))).toBe(false);
  expect(signOut).not.toHaveBeenCalled();
});
