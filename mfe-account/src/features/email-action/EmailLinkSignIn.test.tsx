import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { EmailActionPage } from './EmailActionPage';
import { readLinkEmail, rememberLinkEmail } from './link-email-storage';

const api = setupFakeApi();
let linkEmail: string;
let signIns: string[];

beforeEach(() => {
  // Before each test: a test may register other actions (a used link), which must not outlive it.
  registerAuthActions({
    // Stands in for the shell: the provider accepts the link only with the address it was sent to.
    signInWithLink: async (email, link): Promise<AuthActionResult<AuthUser>> => {
      signIns.push(email);
      if (!link.includes('oobCode=')) return { ok: false, code: 'auth/argument-error' };
      if (email !== linkEmail) return { ok: false, code: 'auth/invalid-email' };
      const user = fakeAuthUser('u1', { email });
      void getSession().authSignedIn(user);
      return { ok: true, value: user };
    },
  });
});
beforeEach(() => {
  signIns = [];
  linkEmail = 'taro@example.com';
  getSession().authLoaded();
  api.server.on('client/userLogins/checkUsernameInUse', () => ({ json: { isSuccessful: true, isInUse: false, isConfusable: false } }));
});

const open = (code: string) => {
  // The sign-in reads the whole address of the page, as the provider's SDK does.
  window.history.replaceState(null, '', `/account/action?mode=signIn&oobCode=${code}`);
  return renderScreen(<EmailActionPage />, { path: '/account/action', url: `/account/action?mode=signIn&oobCode=${code}` });
};

test('on the device that asked: signs in with the remembered address and welcomes the account back', async () => {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  rememberLinkEmail('taro@example.com');
  open('link-1');
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  expect(shownNotifications()).toContain('Login Successful, Welcome back taro!');
  expect(signIns).toEqual(['taro@example.com']);
  expect(readLinkEmail()).toBeNull();
});

test('on another device: asks for the address, again when it is not the one; a new identity goes on to finish its account', async () => {
  serveSignedInBasics(api.server, { username: 'UNKNOWN', firebaseUid: 'u1' });
  open('link-2');
  expect(await screen.findByRole('heading', { name: 'Finish logging in' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'other@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('This email address is not valid.')).toBeTruthy();

  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'taro@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  // The identity has no Clipyard account yet: the finish-registration page chooses its username.
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/finishRegistration'));
  expect(signIns).toEqual(['other@example.com', 'taro@example.com']);
  expect(shownNotifications()).not.toContain('Login Successful, Welcome back UNKNOWN!');
});

test('a used sign-in link says so and offers a new one', async () => {
  registerAuthActions({ signInWithLink: async () => ({ ok: false, code: 'auth/invalid-action-code' }) });
  rememberLinkEmail('taro@example.com');
  open('link-4');
  expect(await screen.findByRole('heading', { name: 'This link was already used or is not valid' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Send a new login link' }).getAttribute('href')).toBe('/account/login');
});
