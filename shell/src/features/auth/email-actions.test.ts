import { authActions, getSession, setRuntimeConfig } from '@clipyard/shared';
import { actionCodeSettings, providerLanguageCode } from './action-links';
import { startFirebaseAuth } from './firebase-auth';

// The shell's wrapper of the Firebase SDK stands in (the e2e journeys use the real one against the Auth emulator):
// these tests check that the remotes' email actions reach it through the bridge, and what they answer.
const client = {
  onAuthStateChanged: (listener: (user: null) => void) => {
    setTimeout(() => listener(null), 0);
    return () => undefined;
  },
  checkActionCode: jest.fn(),
  applyActionCode: jest.fn(),
  confirmPasswordReset: jest.fn(),
  signInWithLink: jest.fn(),
};
jest.mock('./firebase-client', () => ({ createFirebaseClient: () => client }));

beforeAll(() => {
  localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9/', firebase: { apiKey: 'k', authDomain: 'x', projectId: 'demo-x' } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  startFirebaseAuth();
});
afterAll(() => {
  if (getSession().authUser) getSession().authSignedOut();
  jest.restoreAllMocks();
});

test('the emails link back to the site’s action page; only sign-in links are redeemed by the site itself', () => {
  // After the provider's own handler used the code, its "continue" says what was done, in the person's language.
  expect(actionCodeSettings('verifyEmail', 'ja')).toEqual({ url: `${window.location.origin}/account/action?continue=verifyEmail&lang=ja`, handleCodeInApp: false });
  expect(actionCodeSettings('resetPassword', 'en-US')).toEqual({ url: `${window.location.origin}/account/action?continue=resetPassword&lang=en`, handleCodeInApp: false });
  expect(actionCodeSettings('changeEmail', 'ja').url).toBe(`${window.location.origin}/account/action?continue=changeEmail&lang=ja`);
  // A sign-in link comes back with the provider's whole query (mode, oobCode, lang): nothing of its own.
  expect(actionCodeSettings('signIn', 'ja')).toEqual({ url: `${window.location.origin}/account/action`, handleCodeInApp: true });
});

test('the provider writes in the person’s language: ja, else en', () => {
  expect(providerLanguageCode('ja')).toBe('ja');
  expect(providerLanguageCode('en-US')).toBe('en');
});

test('the remote’s email actions reach the shell’s Firebase client and answer its results', async () => {
  client.checkActionCode.mockResolvedValue({ operation: 'VERIFY_EMAIL', email: 'a@example.com', previousEmail: null });
  client.applyActionCode.mockResolvedValue(undefined);
  await expect(authActions.checkActionCode('c1')).resolves.toEqual({ ok: true, value: { operation: 'VERIFY_EMAIL', email: 'a@example.com', previousEmail: null } });
  await expect(authActions.applyActionCode('c1')).resolves.toEqual({ ok: true, value: undefined });
  expect(client.applyActionCode).toHaveBeenCalledWith('c1');
});

test('a provider failure comes back as its code, for the screen to translate', async () => {
  client.confirmPasswordReset.mockRejectedValue(Object.assign(new Error('expired'), { code: 'auth/expired-action-code' }));
  const result = await authActions.confirmPasswordReset('c2', 'new-secret');
  expect(result).toMatchObject({ ok: false, code: 'auth/expired-action-code' });
  expect(client.confirmPasswordReset).toHaveBeenCalledWith('c2', 'new-secret');
});
