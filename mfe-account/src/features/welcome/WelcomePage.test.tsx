import { screen } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { WelcomePage } from './WelcomePage';

/** REGISTRATION=approval (issue 22 item 5, ADR 0136): the welcome page says the account awaits approval, or why it was not approved. */
const api = setupFakeApi();

beforeEach(() => {
  serveSignedInBasics(api.server, { username: 'hanako', firebaseUid: 'newuser', hasVerifiedEmail: true, registration: { status: 'pending', reason: 'I clip my friends’ speedruns', decisionReason: null } });
});

test('the welcome page of a pending account says it awaits approval, with the reason given (and in Japanese)', async () => {
  await getSession().authSignedIn(fakeAuthUser('newuser'));
  const { unmount } = renderScreen(<WelcomePage />, { path: '/account/register/welcome', url: '/account/register/welcome' });
  const notice = await screen.findByTestId('registration-notice');
  expect(notice.textContent).toContain('Your registration is awaiting approval');
  expect(notice.textContent).toContain('Your reason: I clip my friends’ speedruns');
  expect(screen.getByRole('heading', { name: 'Your registration is awaiting approval' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Connect your Twitch channel' })).toBeNull();
  unmount();
  renderScreen(<WelcomePage />, { path: '/account/register/welcome', url: '/account/register/welcome', language: 'ja' });
  expect(await screen.findByRole('heading', { name: '登録は承認待ちです' })).toBeTruthy();
});

test('a rejected account is told so, with the moderators’ reason', async () => {
  serveSignedInBasics(api.server, { username: 'hanako', firebaseUid: 'newuser', registration: { status: 'rejected', reason: 'spam', decisionReason: 'Advertising' } });
  await getSession().authSignedIn(fakeAuthUser('newuser'));
  renderScreen(<WelcomePage />, { path: '/account/register/welcome', url: '/account/register/welcome' });
  const notice = await screen.findByTestId('registration-notice');
  expect(notice.textContent).toContain('Your registration was not approved');
  expect(notice.textContent).toContain('Reason given by the moderators: Advertising');
});
