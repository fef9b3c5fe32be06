import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerAuthActions, type AuthActionResult } from '@clipyard/shared';
import { renderScreen, resetSession, shownNotifications } from '@clipyard/testing';
import { ResetPage } from './ResetPage';

let sent: string[] = [];
let result: AuthActionResult = { ok: true, value: undefined };
beforeAll(() => {
  registerAuthActions({
    sendPasswordReset: async (email) => {
      sent.push(email);
      return result;
    },
  });
});
beforeEach(() => {
  resetSession();
  sent = [];
  result = { ok: true, value: undefined };
});

test("sends the reset email, says 'Email sent successfully, Remember to check your spam folder.' and goes to login", async () => {
  renderScreen(<ResetPage />, { path: '/account/reset', url: '/account/reset' });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' taro@example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset email' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/login'));
  expect(sent).toEqual(['taro@example.com']);
  expect(shownNotifications()).toContain('Email sent successfully, Remember to check your spam folder.');
});

test("a failure says 'Failed to reset email' and to reach an admin", async () => {
  result = { ok: false, code: 'auth/too-many-requests' };
  renderScreen(<ResetPage />, { path: '/account/reset', url: '/account/reset' });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'taro@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Failed to reset email' });
  expect(within(dialog).getByText('Please reach out to an admin.')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/account/reset');
});

test('an unknown address gets the same answer as a known one (no account enumeration)', async () => {
  result = { ok: false, code: 'auth/user-not-found' };
  renderScreen(<ResetPage />, { path: '/account/reset', url: '/account/reset' });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nobody@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset email' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/login'));
  expect(shownNotifications()).toContain('Email sent successfully, Remember to check your spam folder.');
});
