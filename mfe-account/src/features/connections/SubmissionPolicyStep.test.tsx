import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { ConnectionsPage } from './ConnectionsPage';
import { TWITCH_RESULT_MESSAGE } from './connect-twitch';

/** Issue 19 item 4 (ADR 0119): right after a channel is connected, one step asks how submissions reach it. */
const api = setupFakeApi();
const page = {
  channelLogin: 'taro_live',
  displayName: 'Taro Live',
  reading: '',
  description: 'Nightly runs',
  links: [{ label: 'Site', url: 'https://site.example/' }],
  tipLinks: [],
  requestPolicy: 'approval',
  featuredClipIds: ['c1'],
  isClaimed: true,
  clipCount: 3,
  followerCount: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
};
let openSpy: jest.SpyInstance;
const popup = { closed: false, close: jest.fn(), location: { href: 'about:blank' } };

beforeEach(() => {
  popup.location.href = 'about:blank';
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  api.server.on('client/oauth/reserveOauthState', () => ({ json: { isSuccessful: true, state: 's1', authorizeUrl: 'http://127.0.0.1:7190/oauth2/authorize?state=s1' } }));
  api.server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: page } }));
});
afterEach(() => openSpy.mockRestore());

async function connectAs(login: string, before: string | null, language: 'en-US' | 'ja' = 'en-US') {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', isStreamer: before !== null, streamerChannelLogin: before });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<ConnectionsPage />, { path: '/connections', url: '/connections', language });
  fireEvent.click(await screen.findByRole('button', { name: language === 'ja' ? /Twitch/ : before ? 'Connect another Twitch account' : 'Connect Twitch' }));
  await waitFor(() => expect(popup.location.href).toContain('authorize'));
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1', isStreamer: true, streamerChannelLogin: login });
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: TWITCH_RESULT_MESSAGE, ok: true, streamerChannelLogin: login } }));
  });
}

test('a new channel: Approval is chosen and recommended; choosing Publish at once saves it with the rest of the page unchanged', async () => {
  api.server.on('client/channel/setChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: { ...page, requestPolicy: 'open' } } }));
  await connectAs('taro_live', null);
  const step = await screen.findByTestId('submission-policy-step');
  expect(within(step).getByRole('heading', { name: 'How should clips from other people reach taro_live?' })).toBe(document.activeElement);
  const approval = within(step).getByRole('radio', { name: 'Approve each clip first (recommended)' }) as HTMLInputElement;
  expect(approval.checked).toBe(true);
  expect(approval.getAttribute('aria-describedby')).toBeTruthy();

  fireEvent.click(within(step).getByRole('radio', { name: 'Publish at once' }));
  fireEvent.click(within(step).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByTestId('submission-policy-step')).toBeNull());
  const saved = api.server.calls.find((c) => c.path === 'client/channel/setChannelProfile');
  expect(saved?.body).toEqual({
    channelLogin: 'taro_live',
    displayName: 'Taro Live',
    description: 'Nightly runs',
    links: page.links,
    tipLinks: [],
    requestPolicy: 'open',
    featuredClipIds: ['c1'],
  });
  expect(shownNotifications()).toContain('Submissions to taro_live are now published at once');
});

test('a save that fails says the channel stays in Approval, and the step stays', async () => {
  api.server.on('client/channel/setChannelProfile', failWith('INTERNAL_ERROR'));
  await connectAs('taro_live', null);
  const step = await screen.findByTestId('submission-policy-step');
  fireEvent.click(within(step).getByRole('radio', { name: 'Publish at once' }));
  fireEvent.click(within(step).getByRole('button', { name: 'Save' }));
  expect((await within(step).findByRole('alert')).textContent).toContain('Your choice could not be saved. Your channel stays in Approval.');
});

test('reconnecting the channel one already manages asks nothing', async () => {
  await connectAs('taro_live', 'taro_live');
  await waitFor(() => expect(shownNotifications()).toContain('Twitch connected, you are now the streamer of taro_live'));
  expect(screen.queryByTestId('submission-policy-step')).toBeNull();
});

test('ja: the step reads in Japanese', async () => {
  await connectAs('taro_live', null, 'ja');
  const step = await screen.findByTestId('submission-policy-step');
  expect(within(step).getByRole('heading', { name: 'ほかの人のクリップを taro_live でどう扱いますか？' })).toBeTruthy();
  expect((within(step).getByRole('radio', { name: '1 本ずつ承認してから公開する（おすすめ）' }) as HTMLInputElement).checked).toBe(true);
  expect(within(step).getByRole('link', { name: 'ページエディターを開く' }).getAttribute('href')).toBe('/streamer/pageEditor');
});
