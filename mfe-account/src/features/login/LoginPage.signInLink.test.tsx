import { fireEvent, screen, waitFor } from '@testing-library/react';
import { registerAuthActions, type AuthActionResult } from '@clipyard/shared';
import { renderScreen, setupFakeApi } from '@clipyard/testing';
import { LoginPage } from './LoginPage';

/** Where the sign-in link's address is remembered on this device (ADR 0054). */
const readLinkEmail = () => localStorage.getItem('clipyard:emailForSignIn');

setupFakeApi();
let sendAnswer: AuthActionResult;
let sent: string[];

beforeAll(() => {
  registerAuthActions({
    sendSignInLink: async (email) => {
      sent.push(email);
      return sendAnswer;
    },
  });
});
beforeEach(() => {
  sent = [];
  sendAnswer = { ok: true, value: undefined };
});

const login = (url = '/account/login') => renderScreen(<LoginPage />, { path: '/account/login', url });

test('"Email me a login link" sends to the typed address and remembers it on this device', async () => {
  login();
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' taro@example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a login link' }));
  expect(await screen.findByText('We sent a login link to taro@example.com. Open it on this device to log in.')).toBeTruthy();
  expect(sent).toEqual(['taro@example.com']);
  expect(readLinkEmail()).toBe('taro@example.com');
});

test('without a valid address nothing is sent and the field says why', async () => {
  login();
  fireEvent.click(screen.getByRole('button', { name: 'Email me a login link' }));
  expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
  expect(sent).toEqual([]);
});

test('a refusal of the provider is shown with its own message', async () => {
  sendAnswer = { ok: false, code: 'auth/operation-not-allowed' };
  login();
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'taro@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a login link' }));
  expect(await screen.findByText('This login method is not enabled on this site.')).toBeTruthy();
  expect(readLinkEmail()).toBeNull();
});

test('a sign-in link that lands on the login page completes on the action page', async () => {
  login('/account/login?mode=signIn&oobCode=abc&apiKey=k');
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/action?mode=signIn&oobCode=abc&apiKey=k'));
});
