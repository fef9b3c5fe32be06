import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { STORAGE_KEYS, getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { EmailActionPage } from './EmailActionPage';
import { linkLanguage } from './link-language';

// The provider's own handler page (the Auth emulator's, or Firebase's) uses the code, then continues to the address
// the shell gave: `/account/action?continue=<kind>&lang=<language>`, with no code (ADR 0120).

const api = setupFakeApi();

beforeEach(() => {
  // The language as on a device where nobody chose one (a test before may have adopted a link's).
  getSession().setLanguage('en-US');
  localStorage.removeItem(STORAGE_KEYS.language);
  // The shell's reload: this device's copy of the identity, as the provider now has it.
  registerAuthActions({ reloadUser: async (): Promise<AuthActionResult<AuthUser | null>> => ({ ok: true, value: getSession().authUser }) });
  api.server.on('client/profile/checkEmailVerification', () => ({ json: { isSuccessful: true, hasVerifiedEmail: true } }));
});

const at = (query: string, language: 'en-US' | 'ja' = 'en-US') => ({ path: '/account/action', url: `/account/action${query}`, language });
const location = () => screen.getByTestId('location').textContent;
const checkedOnServer = () => api.server.calls.some((call) => call.path.endsWith('checkEmailVerification'));

async function signIn(emailVerified: boolean) {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', hasVerifiedEmail: emailVerified });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1', { emailVerified }));
}

test('verified on the provider’s page, signed in here: the server checks again, thanks on the frontpage (not "incomplete")', async () => {
  await signIn(true);
  renderScreen(
    <StrictMode>
      <EmailActionPage />
    </StrictMode>,
    at('?continue=verifyEmail&lang=en'),
  );
  await waitFor(() => expect(location()).toBe('/'));
  expect(shownNotifications()).toEqual(['Thank you for verifying your email address']);
  expect(checkedOnServer()).toBe(true);
  expect(screen.queryByText('This link is incomplete')).toBeNull();
});

test('in Japanese, the thanks are Japanese', async () => {
  await signIn(true);
  renderScreen(<EmailActionPage />, at('?continue=verifyEmail&lang=ja', 'ja'));
  await waitFor(() => expect(location()).toBe('/'));
  expect(shownNotifications()).toEqual(['メールアドレスの認証ありがとうございます']);
});

test('signed in but the address is still unverified: says so, with the way to a new email', async () => {
  await signIn(false);
  renderScreen(<EmailActionPage />, at('?continue=verifyEmail&lang=en'));
  expect(await screen.findByRole('heading', { name: 'Your email address is not verified yet' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Send a new verification email' }).getAttribute('href')).toBe('/account/email');
  expect(checkedOnServer()).toBe(false);
});

test('on another device (signed out): what the link did, and the way to log in; nothing "incomplete"', async () => {
  getSession().authLoaded();
  renderScreen(<EmailActionPage />, at('?continue=verifyEmail&lang=en'));
  expect(await screen.findByRole('heading', { name: 'Thank you for verifying your email address' })).toBeTruthy();
  expect(screen.getByText(/The link in our email verified your address/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  expect(screen.queryByText('This link is incomplete')).toBeNull();
  expect(location()).toBe('/account/action?continue=verifyEmail&lang=en');
});

test('after a password reset or an address change on the provider’s page: log in with the new one, in Japanese too', async () => {
  const first = renderScreen(<EmailActionPage />, at('?continue=resetPassword&lang=en'));
  expect(screen.getByRole('heading', { name: 'Log in with your new password' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  first.unmount();
  renderScreen(<EmailActionPage />, at('?continue=changeEmail&lang=ja', 'ja'));
  expect(await screen.findByRole('heading', { name: '新しいメールアドレスでログイン' })).toBeTruthy();
});

test('the link’s language is shown on a device where none was chosen; a language chosen here wins', async () => {
  getSession().authLoaded();
  const first = renderScreen(<EmailActionPage />, at('?continue=resetPassword&lang=ja'));
  await waitFor(() => expect(getSession().language).toBe('ja'));
  first.unmount();
  getSession().setLanguage('en-US'); // chosen on this device (stored)
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en-US');
  renderScreen(<EmailActionPage />, at('?continue=resetPassword&lang=ja'));
  expect(screen.getByRole('heading', { name: 'Log in with your new password' })).toBeTruthy();
  expect(getSession().language).toBe('en-US');
});

test('the provider’s language codes map to the site’s languages', () => {
  expect(linkLanguage('ja')).toBe('ja');
  expect(linkLanguage('ja-JP')).toBe('ja');
  expect(linkLanguage('en')).toBe('en-US');
  expect(linkLanguage('fr')).toBeNull();
  expect(linkLanguage(null)).toBeNull();
});
