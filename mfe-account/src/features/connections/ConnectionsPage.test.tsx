import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { ConnectionsPage } from './ConnectionsPage';
import { TWITCH_RESULT_MESSAGE } from './connect-twitch';

const api = setupFakeApi();
const AUTHORIZE_URL = 'http://127.0.0.1:7190/oauth2/authorize?state=s1';

interface FakePopup {
  closed: boolean;
  close: jest.Mock;
  location: { href: string };
}
let popup: FakePopup;
let openSpy: jest.SpyInstance;

async function signIn(streamerChannelLogin: string | null) {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', isStreamer: streamerChannelLogin !== null, streamerChannelLogin });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

beforeEach(() => {
  popup = { closed: false, close: jest.fn(() => (popup.closed = true)), location: { href: 'about:blank' } };
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  api.server.on('client/oauth/reserveOauthState', () => ({ json: { isSuccessful: true, state: 's1', authorizeUrl: AUTHORIZE_URL } }));
});
afterEach(() => openSpy.mockRestore());

function answer(data: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: TWITCH_RESULT_MESSAGE, ...data } }));
  });
}

test('signed out: asks to log in and opens nothing', async () => {
  getSession().authLoaded();
  renderScreen(<ConnectionsPage />, { path: '/connections', url: '/connections' });
  expect(screen.getByRole('heading', { name: 'Log in to connect Twitch' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  expect(openSpy).not.toHaveBeenCalled();
});

test('connects in a 500x600 popup; the callback’s answer refreshes the profile into a streamer', async () => {
  await signIn(null);
  renderScreen(<ConnectionsPage />, { path: '/connections', url: '/connections' });
  expect(await screen.findByText('No Twitch channel is connected yet.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Connect Twitch' }));
  expect(openSpy.mock.calls[0][2]).toMatch(/width=500,height=600/);
  await waitFor(() => expect(popup.location.href).toBe(AUTHORIZE_URL));
  expect(screen.getByText('Waiting for Twitch in the popup window…')).toBeTruthy();

  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', isStreamer: true, streamerChannelLogin: 'taro_live' });
  answer({ ok: true, streamerChannelLogin: 'taro_live' });
  expect(await screen.findByText('Connected to the channel taro_live')).toBeTruthy();
  expect(getSession().flags.isStreamer).toBe(true);
  expect(shownNotifications()).toContain('Twitch connected, you are now the streamer of taro_live');
  expect(screen.getByRole('link', { name: 'Disconnect channel' }).getAttribute('href')).toBe('/streamer/disconnectChannel');
  expect(screen.getByRole('link', { name: 'Open my channel' }).getAttribute('href')).toBe('/taro_live');
});

test('a channel claimed by another account is a clear error, and nothing changes', async () => {
  await signIn(null);
  renderScreen(<ConnectionsPage />, { path: '/connections', url: '/connections' });
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Twitch' }));
  await waitFor(() => expect(popup.location.href).toBe(AUTHORIZE_URL));
  // Another origin cannot answer for the popup.
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.example', data: { type: TWITCH_RESULT_MESSAGE, ok: true } }));
  });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Waiting for Twitch in the popup window…')).toBeTruthy();
  answer({ ok: false, errorCode: 'CHANNEL_ALREADY_CLAIMED' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Failed to connect to Twitch');
  expect(alert.textContent).toContain('This Twitch channel is already claimed by another Clipyard account.');
  expect(screen.getByText('No Twitch channel is connected yet.')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Connect Twitch' }) as HTMLButtonElement).disabled).toBe(false);
});

test('a failed reservation closes the popup and says why (ja)', async () => {
  await signIn(null);
  api.server.on('client/oauth/reserveOauthState', () => ({ status: 503, json: { isSuccessful: false, errorCode: 'TWITCH_NOT_CONFIGURED', message: 'x' } }));
  renderScreen(<ConnectionsPage />, { path: '/connections', url: '/connections', language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: 'Twitch と連携する' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('このサーバーでは Twitch が設定されていません。');
  expect(popup.close).toHaveBeenCalled();
});

test('a streamer sees the connected channel and can connect another account', async () => {
  await signIn('taro_live');
  renderScreen(<ConnectionsPage />, { path: '/connections', url: '/connections' });
  expect(await screen.findByText('Connected to the channel taro_live')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Connect another Twitch account' })).toBeTruthy();
});
