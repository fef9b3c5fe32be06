import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { getSession, registerAuthActions, type AuthActionResult, type EmailActionInfo } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { EmailActionPage } from './EmailActionPage';

const api = setupFakeApi();
let checkAnswer: AuthActionResult<EmailActionInfo>;
let applyAnswer: AuthActionResult;
let applied: string[];

beforeAll(() => {
  registerAuthActions({
    checkActionCode: async () => checkAnswer,
    applyActionCode: async (code) => {
      applied.push(code);
      return applyAnswer;
    },
    reloadUser: async () => ({ ok: true, value: getSession().authUser }),
  });
});
beforeEach(() => {
  applied = [];
  checkAnswer = { ok: true, value: { operation: 'VERIFY_EMAIL', email: 'taro@example.com', previousEmail: null } };
  applyAnswer = { ok: true, value: undefined };
  api.server.on('client/profile/checkEmailVerification', () => ({ json: { isSuccessful: true, hasVerifiedEmail: true } }));
});

const at = (query: string) => ({ path: '/account/action', url: `/account/action${query}` });
const location = () => screen.getByTestId('location').textContent;
const checkedOnServer = () => api.server.calls.some((call) => call.path.endsWith('checkEmailVerification'));

test('a verification link, signed in: applied once (even mounted twice), the server checks again, thanks on the frontpage', async () => {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', hasVerifiedEmail: false });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1', { email: 'taro@example.com', emailVerified: false }));
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', hasVerifiedEmail: true });
  renderScreen(
    <StrictMode>
      <EmailActionPage />
    </StrictMode>,
    at('?mode=verifyEmail&oobCode=verify-1&apiKey=k'),
  );
  await waitFor(() => expect(location()).toBe('/'));
  expect(shownNotifications()).toContain('Thank you for verifying your email address');
  expect(applied).toEqual(['verify-1']);
  expect(checkedOnServer()).toBe(true);
  await waitFor(() => expect(getSession().userProfile?.hasVerifiedEmail).toBe(true));
});

test('a verification link, signed out on this device: verified, no profile to refresh', async () => {
  getSession().authLoaded();
  renderScreen(<EmailActionPage />, at('?mode=verifyEmail&oobCode=verify-2'));
  await waitFor(() => expect(location()).toBe('/'));
  expect(shownNotifications()).toContain('Thank you for verifying your email address');
  expect(checkedOnServer()).toBe(false);
});

test('an expired code says so and offers a new email of the same kind', async () => {
  checkAnswer = { ok: false, code: 'auth/expired-action-code' };
  getSession().authLoaded();
  renderScreen(<EmailActionPage />, at('?mode=verifyEmail&oobCode=verify-3'));
  expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Send a new verification email' }).getAttribute('href')).toBe('/account/email');
  expect(applied).toEqual([]);
});

test('a used code has its own message, in Japanese too', async () => {
  checkAnswer = { ok: false, code: 'auth/invalid-action-code' };
  getSession().authLoaded();
  renderScreen(<EmailActionPage />, { ...at('?mode=verifyAndChangeEmail&oobCode=change-1'), language: 'ja' });
  expect(await screen.findByRole('heading', { name: 'このリンクは既に使用されたか、無効です' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'メールアドレスをもう一度変更' }).getAttribute('href')).toBe('/account/email');
});

test('a network failure shows the reason and a retry, which works', async () => {
  applyAnswer = { ok: false, code: 'auth/network-request-failed' };
  getSession().authLoaded();
  renderScreen(<EmailActionPage />, at('?mode=verifyEmail&oobCode=verify-4'));
  expect(await screen.findByRole('heading', { name: 'This link could not be opened' })).toBeTruthy();
  expect(screen.getByText('Could not reach the login service. Check your connection.')).toBeTruthy();
  applyAnswer = { ok: true, value: undefined };
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(location()).toBe('/'));
  expect(applied).toEqual(['verify-4', 'verify-4']);
});

test('an email change link shows the new address and the way to log in with it', async () => {
  checkAnswer = { ok: true, value: { operation: 'VERIFY_AND_CHANGE_EMAIL', email: 'new@example.com', previousEmail: 'taro@example.com' } };
  getSession().authLoaded();
  renderScreen(<EmailActionPage />, at('?mode=verifyAndChangeEmail&oobCode=change-2'));
  expect(await screen.findByRole('heading', { name: 'Your email address was changed' })).toBeTruthy();
  expect(screen.getByText('Your email address is now new@example.com. Log in with it from now on.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
});

test('a recovery link restores the old address', async () => {
  checkAnswer = { ok: true, value: { operation: 'RECOVER_EMAIL', email: 'old@example.com', previousEmail: 'new@example.com' } };
  getSession().authLoaded();
  renderScreen(<EmailActionPage />, at('?mode=recoverEmail&oobCode=recover-1'));
  expect(await screen.findByRole('heading', { name: 'Your email address was restored' })).toBeTruthy();
  expect(screen.getByText(/Your email address is old@example.com again/)).toBeTruthy();
});

test('a link without its code, or of an unknown kind, says it cannot be used', async () => {
  const first = renderScreen(<EmailActionPage />, at(''));
  expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
  first.unmount();
  renderScreen(<EmailActionPage />, at('?mode=somethingElse&oobCode=x'));
  expect(screen.getByRole('heading', { name: 'This link cannot be used here' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to the frontpage' }).getAttribute('href')).toBe('/');
});
