import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, registerAuthActions, type AuthActionResult, type AuthUser } from '@clipyard/shared';
import { startFakeApiServer, type FakeApiServer } from '@clipyard/shared/testing/fake-api-server';
import { fakeAuthUser, pointApiAt, renderScreen, resetSession, shownNotifications } from '@clipyard/shared/testing/render-screen';
import { LoginPage } from './LoginPage';

let server: FakeApiServer;
let signInResult: AuthActionResult<AuthUser>;

beforeAll(async () => {
  server = await startFakeApiServer();
  pointApiAt(server.baseUrl);
  registerAuthActions({
    signIn: async () => {
      if (signInResult.ok) void getSession().authSignedIn(signInResult.value);
      return signInResult;
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  resetSession();
  server.calls.length = 0;
  signInResult = { ok: true, value: fakeAuthUser('taro-uid', { displayName: 'taro_display' }) };
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.on('client/profile/profileDetails', () => ({
    json: {
      isSuccessful: true,
      isAdmin: false,
      username: 'taro',
      isAnonEmail: false,
      hasProfilePicture: false,
      isStreamer: false,
      streamerChannelLogin: null,
      hasVerifiedEmail: true,
      firebaseUid: 'taro-uid',
      profileImageVersion: 0,
    },
  }));
  for (const [p, key] of [
    ['client/follows/getUserFollowedChannels', 'followedChannelLoginList'],
    ['client/channelBlocking/getUserBlockedChannels', 'blockedChannelLoginList'],
    ['client/userAccountBlocking/getUserBlockedUserList', 'blockedUserNameList'],
    ['client/userLikes/getUserLikedClips', 'userLikeSet'],
  ] as const) {
    server.on(p, () => ({ json: { isSuccessful: true, [key]: [] } }));
  }
});
afterEach(() => jest.restoreAllMocks());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: password } });
}

test("welcomes back by username ('Login Successful, Welcome back {name}!') and goes to the frontpage", async () => {
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
  fill('taro@example.com', 'secret123');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  expect(shownNotifications()).toContain('Login Successful, Welcome back taro!');
});

test('a wrong password shows the provider’s reason and stays on the page', async () => {
  signInResult = { ok: false, code: 'auth/invalid-credential' };
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login' });
  fill('taro@example.com', 'nope');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
  expect(shownNotifications()).toContain('Login failed');
  expect(screen.getByTestId('location').textContent).toBe('/account/login');
});

test('an invalid email is caught before signing in (ja)', async () => {
  renderScreen(<LoginPage />, { path: '/account/login', url: '/account/login', language: 'ja' });
  fireEvent.change(screen.getByLabelText(/^メールアドレス/), { target: { value: 'not-an-email' } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  expect(await screen.findByText('メールアドレスが正しくありません。')).toBeTruthy();
});
