import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { EmailPage } from './EmailPage';

const api = setupFakeApi();
let sendOk = true;
let verifiedOnServer = false;

beforeAll(() => {
  registerAuthActions({
    sendEmailVerification: async () => (sendOk ? { ok: true, value: undefined } : { ok: false, code: 'auth/too-many-requests' }),
    reloadUser: async () => ({ ok: true, value: getSession().authUser }),
  });
});
beforeEach(() => {
  sendOk = true;
  verifiedOnServer = false;
  api.server.on('client/profile/checkEmailVerification', () => ({ json: { isSuccessful: true, hasVerifiedEmail: verifiedOnServer } }));
});

async function signIn(hasVerifiedEmail: boolean) {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', hasVerifiedEmail });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1', { email: 'taro@example.com', emailVerified: false }));
}

test('signed out: asks to log in', () => {
  getSession().authLoaded();
  renderScreen(<EmailPage />, { path: '/account/email', url: '/account/email' });
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
});

test('an unverified address: sends the email with the spec message, then the check finds it verified', async () => {
  await signIn(false);
  renderScreen(<EmailPage />, { path: '/account/email', url: '/account/email' });
  expect(await screen.findByText('Your email address: taro@example.com')).toBeTruthy();
  expect(screen.getByText('Not verified')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Send the verification email' }));
  await waitFor(() => expect(shownNotifications()).toContain('Email sent successfully, Remember to check your spam folder.'));
  expect(screen.getByRole('button', { name: 'Send the verification email again' })).toBeTruthy();

  verifiedOnServer = true;
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', hasVerifiedEmail: true });
  fireEvent.click(screen.getByRole('button', { name: 'I opened the link: check again' }));
  await waitFor(() => expect(shownNotifications()).toContain('Thank you for verifying your email address'));
  expect(await screen.findByText('Verified')).toBeTruthy();
});

test('a failed send says so in Japanese', async () => {
  sendOk = false;
  await signIn(false);
  renderScreen(<EmailPage />, { path: '/account/email', url: '/account/email', language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: '確認メールを送信' }));
  await waitFor(() => expect(shownNotifications()).toContain('確認メールを送信できませんでした。管理者にお問い合わせください。'));
});

test('a verified address offers no sending', async () => {
  await signIn(true);
  renderScreen(<EmailPage />, { path: '/account/email', url: '/account/email' });
  expect(await screen.findByText('Verified')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Send the verification email' })).toBeNull();
});
