import { fireEvent, screen, waitFor } from '@testing-library/react';
import { registerAuthActions, type AuthActionResult, type PasswordPolicy } from '@clipyard/shared';
import { renderScreen, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { EmailActionPage } from './EmailActionPage';

setupFakeApi();
let verifyAnswer: AuthActionResult<string>;
let confirmAnswer: AuthActionResult;
let confirmed: Array<[string, string]>;
const DEFAULT_POLICY: PasswordPolicy = { minLength: 6, maxLength: null, requireLowercase: false, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: false, allowedNonAlphanumeric: null };
/** The provider's policy: the first answer, then the next one on each refresh (the last one stays). */
let policies: PasswordPolicy[];
let policyReads: Array<{ refresh?: boolean } | undefined>;

beforeAll(() => {
  registerAuthActions({
    verifyPasswordResetCode: async () => verifyAnswer,
    passwordPolicy: async (options) => {
      policyReads.push(options);
      if (options?.refresh && policies.length > 1) policies.shift();
      return { ok: true, value: policies[0]! };
    },
    confirmPasswordReset: async (code, password) => {
      confirmed.push([code, password]);
      return confirmAnswer;
    },
  });
});
beforeEach(() => {
  confirmed = [];
  policies = [DEFAULT_POLICY];
  policyReads = [];
  verifyAnswer = { ok: true, value: 'taro@example.com' };
  confirmAnswer = { ok: true, value: undefined };
});

const open = (code: string, language: 'en-US' | 'ja' = 'en-US') => renderScreen(<EmailActionPage />, { path: '/account/action', url: `/account/action?mode=resetPassword&oobCode=${code}`, language });
const typePassword = (value: string) => fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value } });

test('a reset link asks for a new password with the rules, saves it and goes to log in', async () => {
  open('reset-1');
  expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  expect(screen.getByText('For taro@example.com')).toBeTruthy();
  expect(screen.getByText('At least 6 characters.')).toBeTruthy();
  typePassword('abc');
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByText('The password must be at least 6 characters.')).toBeTruthy();
  expect(confirmed).toEqual([]);
  typePassword('new-secret');
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/login'));
  expect(confirmed).toEqual([['reset-1', 'new-secret']]);
  expect(shownNotifications()).toContain('Your password was changed. Log in with your new password.');
});

test('an expired reset link says so before anyone types, and offers a new reset email', async () => {
  verifyAnswer = { ok: false, code: 'auth/expired-action-code' };
  open('reset-2');
  expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Send a new reset email' }).getAttribute('href')).toBe('/account/reset');
  expect(screen.queryByRole('button', { name: 'Save the new password' })).toBeNull();
});

test('a code used meanwhile (another tab) turns the form into the used-link message', async () => {
  confirmAnswer = { ok: false, code: 'auth/invalid-action-code' };
  open('reset-3');
  await screen.findByRole('heading', { name: 'Choose a new password' });
  typePassword('new-secret');
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByRole('heading', { name: 'This link was already used or is not valid' })).toBeTruthy();
});

test('a password the provider refuses shows its reason, in Japanese', async () => {
  confirmAnswer = { ok: false, code: 'auth/weak-password' };
  open('reset-4', 'ja');
  expect(await screen.findByRole('heading', { name: '新しいパスワードを設定' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^パスワード/, { selector: 'input' }), { target: { value: 'weakish' } });
  fireEvent.click(screen.getByRole('button', { name: '新しいパスワードを保存' }));
  expect(await screen.findByText('パスワードは6文字以上にしてください。')).toBeTruthy();
});

test('the new-password form shows the provider\'s rules live (ja), and a policy error reads them again', async () => {
  policies = [{ ...DEFAULT_POLICY, requireLowercase: true }, { ...DEFAULT_POLICY, minLength: 12, requireLowercase: true, requireNumeric: true }];
  confirmAnswer = { ok: false, code: 'auth/password-does-not-meet-requirements' };
  open('reset-5', 'ja');
  expect(await screen.findByRole('heading', { name: '新しいパスワードを設定' })).toBeTruthy();
  const rules = () => Array.from(screen.getByTestId('password-rules').querySelectorAll('li')).map((li) => `${li.getAttribute('data-rule')}=${li.getAttribute('data-met')}`);
  await waitFor(() => expect(rules()).toEqual(['minLength=false', 'lowercase=false']));
  expect(screen.getByText('英小文字を含む。')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^パスワード/, { selector: 'input' }), { target: { value: 'PASSWORD' } });
  expect(rules()).toEqual(['minLength=true', 'lowercase=false']);
  fireEvent.click(screen.getByRole('button', { name: '新しいパスワードを保存' }));
  expect(await screen.findByText('パスワードが下の条件をまだすべて満たしていません。')).toBeTruthy();
  expect(confirmed).toEqual([]);

  fireEvent.change(screen.getByLabelText(/^パスワード/, { selector: 'input' }), { target: { value: 'password' } });
  expect(rules()).toEqual(['minLength=true', 'lowercase=true']);
  fireEvent.click(screen.getByRole('button', { name: '新しいパスワードを保存' }));
  // The provider wants more than the rules said: its policy is read again and the form shows the new rules.
  await waitFor(() => expect(rules()).toEqual(['minLength=false', 'lowercase=true', 'numeric=false']));
  expect(screen.getByText('12文字以上。')).toBeTruthy();
  expect(confirmed).toEqual([['reset-5', 'password']]);
  expect(policyReads).toEqual([{ refresh: false }, { refresh: true }]);
});
