import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { OverviewPage } from './OverviewPage';

const api = setupFakeApi();
const PATH = '/overview';

beforeAll(async () => {
  // jsdom has no layout: charts measure their box through ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // The page loads its charts lazily. The first import compiles MUI X Charts and d3 for jest, which on a busy CI machine
  // took longer than a findBy waits (run 95: the first test in random order failed). Loaded once here, where the time
  // belongs to setting up, every test waits only for its page.
  await import('./OverviewCharts');
}, 60_000);

async function signIn() {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
}

function stats(period: string) {
  const count = period === '7d' ? 7 : period === '90d' ? 90 : 30;
  const dailyList = Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 23) - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, viewCount: i === count - 1 ? 12 : 1, likeCount: i === count - 1 ? 3 : 0, newFollowerCount: i === count - 1 ? 2 : 0, followerCount: i === count - 1 ? 7 : 5 };
  });
  return {
    isSuccessful: true,
    channelLogin: 'mychan',
    clipCount: 4,
    viewCount: 300,
    likeCount: 20,
    followerCount: 7,
    pendingRequestCount: 2,
    topClipIds: ['c1', 'c2'],
    topClipList: [
      { internalClipId: 'c1', clipTitle: 'Best moment', viewCount: 200, likeCount: 15 },
      { internalClipId: 'c2', clipTitle: 'Second best', viewCount: 100, likeCount: 5 },
    ],
    dailyList,
    requestCounts: { pending: 2, approved: 3, rejected: 1 },
  };
}

test('signed out: the studio gate asks to sign in', () => {
  getSession().authLoaded();
  renderScreen(<OverviewPage />, { path: PATH, url: PATH });
  expect(screen.getByRole('heading', { name: 'Overview: log in to continue' })).toBeTruthy();
  expect(api.server.calls).toHaveLength(0);
});

test('a failure offers a retry', async () => {
  await signIn();
  api.server.on('client/streamer/getChannelStats', failWith('INTERNAL_ERROR'));
  renderScreen(<OverviewPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('Your statistics could not be loaded.')).toBeTruthy();
  api.server.on('client/streamer/getChannelStats', (call) => ({ json: stats((call.body as { period: string }).period) }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Views and likes per day' })).toBeTruthy();
});

test('draws the four charts with accessible names and the same numbers as tables; the period switches', async () => {
  await signIn();
  api.server.on('client/streamer/getChannelStats', (call) => ({ json: stats((call.body as { period: string }).period) }));
  renderScreen(<OverviewPage />, { path: PATH, url: PATH });
  const figure = await screen.findByRole('figure', { name: 'Views and likes per day' });
  expect(figure.getAttribute('aria-describedby')).toBeTruthy();
  expect(within(figure).getByText('41 views and 3 likes over the last 30 days.')).toBeTruthy();
  expect(figure.querySelector('svg')).not.toBeNull();
  for (const name of ['Followers over time', 'Top clips by views', 'Clip requests received']) expect(screen.getByRole('figure', { name })).toBeTruthy();
  expect(screen.getByRole('figure', { name: 'Clip requests received' }).textContent).toContain('2 waiting, 3 approved, 1 rejected.');

  // The tables are there for screen readers, and shown on request.
  const topTable = within(screen.getByRole('figure', { name: 'Top clips by views' })).getByRole('table', { name: 'Top clips by views' });
  expect(within(topTable).getAllByRole('row').map((row) => row.textContent)).toEqual(['ClipViewsLikes', 'Best moment20015', 'Second best1005']);
  fireEvent.click(screen.getByRole('switch', { name: 'Show the numbers as tables' }));
  expect(within(topTable).getAllByRole('row')).toHaveLength(3);

  fireEvent.click(screen.getByRole('button', { name: '7 days' }));
  await waitFor(() => expect(screen.getByText('18 views and 3 likes over the last 7 days.')).toBeTruthy());
  expect(api.server.calls.filter((call) => call.path === 'client/streamer/getChannelStats').map((call) => call.body)).toEqual([{ period: '30d' }, { period: '7d' }]);
});

test('a channel with nothing yet: zero totals and charts that say they are empty, in both languages', async () => {
  await signIn();
  const empty = (period: string) => ({
    ...stats(period),
    clipCount: 0,
    viewCount: 0,
    likeCount: 0,
    followerCount: 0,
    pendingRequestCount: 0,
    topClipIds: [],
    topClipList: [],
    dailyList: stats(period).dailyList.map((d) => ({ ...d, viewCount: 0, likeCount: 0, newFollowerCount: 0, followerCount: 0 })),
    requestCounts: { pending: 0, approved: 0, rejected: 0 },
  });
  api.server.on('client/streamer/getChannelStats', (call) => ({ json: empty((call.body as { period: string }).period) }));
  const first = renderScreen(<OverviewPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('Views are counted per day from now on; none were counted in this period yet.')).toBeTruthy();
  expect(screen.getAllByTestId('overview-total').map((total) => total.textContent)).toEqual(['0', '0', '0', '0', '0']);
  expect(within(screen.getByRole('figure', { name: 'Top clips by views' })).getAllByText('No clip was published in this period.').length).toBeGreaterThan(0);
  expect(screen.getByRole('figure', { name: 'Clip requests received' }).textContent).toContain('No clip requests were received in this period.');
  first.unmount();

  renderScreen(<OverviewPage />, { path: PATH, url: PATH, language: 'ja' });
  const top = await screen.findByRole('figure', { name: '再生数の多いクリップ' });
  expect(top.textContent).toContain('この期間に公開されたクリップはありません。');
  expect(screen.getByRole('figure', { name: '受け取ったクリップリクエスト' }).textContent).toContain('この期間に受け取ったクリップリクエストはありません。');
});
