import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, shownNotifications, useFakeApi } from '@clipyard/shared/testing';
import { ChannelPage } from './ChannelPage';

const api = useFakeApi();
beforeEach(() => {
  api.server.on('client/channel/getChannelProfile', (call) => {
    const login = (call.body as { channelLogin: string }).channelLogin;
    if (login !== 'akiko_plays') return { status: 404, json: { isSuccessful: false, errorCode: 'CHANNEL_NOT_FOUND', message: 'no' } };
    return {
      json: {
        isSuccessful: true,
        channelProfile: {
          channelLogin: 'akiko_plays',
          displayName: 'あきこ',
          description: 'Speedruns and chill',
          links: [{ label: 'Website', url: 'https://example.com' }],
          tipLinks: [],
          requestPolicy: 'open',
          featuredClipIds: [],
          isClaimed: true,
          clipCount: 2,
          followerCount: 10,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
    };
  });
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({
    json: { isSuccessful: true, clipList: [sampleClip({ channelLogin: 'akiko_plays', clipTitle: 'Run of the year' })], nextCursor: null },
  }));
});

test('shows the header and the channel’s clips', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/Akiko_Plays' });
  expect(await screen.findByRole('heading', { name: 'あきこ' })).toBeTruthy();
  expect(screen.getByText('Speedruns and chill')).toBeTruthy();
  expect(screen.getByTestId('follower-count').textContent).toBe('Followers: 10');
  expect(await screen.findByText('Run of the year')).toBeTruthy();
  expect(api.server.calls.find((call) => call.path === 'client/videoListing/fetchByChannelLogins')?.body).toMatchObject({ channelLoginList: ['akiko_plays'], sort: 'new' });
});

test('an unknown channel shows the not-found state', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/nobody_here' });
  expect(await screen.findByRole('heading', { name: 'Channel not found' })).toBeTruthy();
});

test('signed out, follow is kept on this device only, without any call', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  expect((await screen.findByRole('button', { name: 'Following' })).getAttribute('aria-pressed')).toBe('true');
  expect(getSession().followedChannels).toEqual(['akiko_plays']);
  expect(shownNotifications()).toContain('Following on this device. Sign in to keep it on every device.');
  expect(api.server.calls.some((call) => call.path === 'client/follows/modifyUserFollowedChannel')).toBe(false);
});

test('signed in, follow goes through the server and a refusal leaves the button as it was (ja)', async () => {
  serveSignedInBasics(api.server, null);
  await getSession().authSignedIn(fakeAuthUser('u9'));
  api.server.on('client/follows/modifyUserFollowedChannel', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays', language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: 'フォロー' }));
  await waitFor(() => expect(shownNotifications()).toContain('チャンネルをフォローできませんでした'));
  expect(screen.getByRole('button', { name: 'フォロー' }).getAttribute('aria-pressed')).toBe('false');

  api.server.on('client/follows/modifyUserFollowedChannel', () => ({ json: { isSuccessful: true, channelLogin: 'akiko_plays', isFollow: true } }));
  fireEvent.click(screen.getByRole('button', { name: 'フォロー' }));
  expect((await screen.findByRole('button', { name: 'フォロー中' })).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('follower-count').textContent).toBe('フォロワー: 11');
  expect(api.server.calls.find((call) => call.path === 'client/follows/modifyUserFollowedChannel')?.authorization).toBe('Bearer token-u9');
});

test('the channel menu offers Share Channel, Report Channel, Block channel and Cancel', async () => {
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  fireEvent.click(await screen.findByRole('button', { name: 'Channel menu' }));
  for (const name of ['Share Channel', 'Report Channel', 'Block channel', 'Cancel']) expect(await screen.findByText(name)).toBeTruthy();
});

test('a streamer on their own channel gets a way to their clip requests instead of a follow button', async () => {
  serveSignedInBasics(api.server, { isStreamer: true, streamerChannelLogin: 'Akiko_Plays', firebaseUid: 'u7' });
  await getSession().authSignedIn(fakeAuthUser('u7'));
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays', language: 'ja' });
  expect((await screen.findByRole('link', { name: 'クリップリクエスト' })).getAttribute('href')).toBe('/streamer/requests');
  expect(screen.queryByRole('button', { name: 'フォロー' })).toBeNull();
});
