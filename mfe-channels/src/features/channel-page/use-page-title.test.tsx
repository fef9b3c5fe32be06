import { act, screen, waitFor } from '@testing-library/react';
import { renderScreen, setupFakeApi } from '@clipyard/testing';
import { ChannelPage } from './ChannelPage';

const api = setupFakeApi();
beforeEach(() => {
  document.title = 'Channel · Clipyard';
  api.server.on('client/channel/getChannelProfile', () => ({
    json: {
      isSuccessful: true,
      channelProfile: {
        channelLogin: 'akiko_plays',
        displayName: 'あきこ',
        description: '',
        links: [],
        tipLinks: [],
        requestPolicy: 'open',
        featuredClipIds: [],
        isClaimed: true,
        clipCount: 0,
        followerCount: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    },
  }));
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
});

test("the tab's title is the channel's name once loaded (the HTML host's format), and stays when the layout writes the route's title again", async () => {
  const view = renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/akiko_plays' });
  expect(document.title).toBe('Channel · Clipyard');
  await screen.findByRole('heading', { name: 'あきこ' });
  await waitFor(() => expect(document.title).toBe('あきこ · Clipyard'));
  act(() => {
    document.title = 'チャンネル · Clipyard';
  });
  await waitFor(() => expect(document.title).toBe('あきこ · Clipyard'));
  view.unmount();
  document.title = 'Clip · Clipyard';
  await Promise.resolve();
  expect(document.title).toBe('Clip · Clipyard');
});

test('a channel that is not found leaves the title to the layout', async () => {
  api.server.on('client/channel/getChannelProfile', () => ({ status: 404, json: { isSuccessful: false, errorCode: 'CHANNEL_NOT_FOUND', message: 'no' } }));
  renderScreen(<ChannelPage />, { path: '/:channelLogin', url: '/nobody_here' });
  await screen.findByRole('heading', { name: /not found/i });
  expect(document.title).toBe('Channel · Clipyard');
});
