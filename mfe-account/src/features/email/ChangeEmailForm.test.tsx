import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { EmailPage } from './EmailPage';

const api = setupFakeApi();
let changeAnswers: AuthActionResult[];
let reauthAnswer: AuthActionResult;
let changes: string[];
let reauths: string[];

beforeAll(() => {
  registerAuthActions({
    changeEmail: async (email) => {
      changes.push(email);
      return changeAnswers.shift() ?? { ok: true, value: undefined };
    },
    reauthenticate: async (password) => {
      reauths.push(password);
      return reauthAnswer;
    },
  });
});
beforeEach(async () => {
  changes = [];
  reauths = [];
  changeAnswers = [];
  reauthAnswer = { ok: true, value: undefined };
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', hasVerifiedEmail: true });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1', { email: 'taro@example.com' }));
});

async function requestChange(address: string) {
  renderScreen(<EmailPage />, { path: '/account/email', url: '/account/email' });
  fireEvent.change(await screen.findByLabelText(/^New email address/), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link to the new address' }));
}

test('sends the link to the new address and says the change waits for it', async () => {
  await requestChange('new@example.com');
  expect(await screen.findByText('We sent a link to new@example.com. Open it to finish changing your email address.')).toBeTruthy();
  expect(changes).toEqual(['new@example.com']);
});

test('the current address or a malformed one is refused before anything is sent', async () => {
  await requestChange('TARO@example.com');
  expect(await screen.findByText('This is already your email address.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^New email address/), { target: { value: 'not-an-address' } });
  expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
  expect(changes).toEqual([]);
});

test('when the provider wants a recent sign-in: asks for the password, re-authenticates and sends', async () => {
  changeAnswers = [{ ok: false, code: 'auth/requires-recent-login' }];
  await requestChange('new@example.com');
  expect(await screen.findByText(/For your safety, please enter your password again/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm and send the link' }));
  expect(await screen.findByText(/We sent a link to new@example.com/)).toBeTruthy();
  expect(reauths).toEqual(['secret123']);
  expect(changes).toEqual(['new@example.com', 'new@example.com']);
});

test('a wrong password on re-authentication says so and sends nothing', async () => {
  changeAnswers = [{ ok: false, code: 'auth/requires-recent-login' }];
  reauthAnswer = { ok: false, code: 'auth/wrong-password' };
  await requestChange('new@example.com');
  fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm and send the link' }));
  expect(await screen.findByText('Your email address could not be changed: Wrong email or password.')).toBeTruthy();
  await waitFor(() => expect(changes).toEqual(['new@example.com']));
});

test('an address already in use is reported in Japanese', async () => {
  changeAnswers = [{ ok: false, code: 'auth/email-already-in-use' }];
  renderScreen(<EmailPage />, { path: '/account/email', url: '/account/email', language: 'ja' });
  fireEvent.change(await screen.findByLabelText(/^新しいメールアドレス/), { target: { value: 'used@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: '新しいアドレスにリンクを送信' }));
  expect(await screen.findByText('メールアドレスを変更できませんでした：このメールアドレスは既に使われています。')).toBeTruthy();
});
