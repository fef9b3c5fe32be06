import { screen, within } from '@testing-library/react';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { RecommendationRail } from './RecommendationRail';
import { RecommendationsPage } from './RecommendationsPage';

const api = setupFakeApi();

const HOUR_MS = 3_600_000;

function item(channelLogin: string, extra: { week?: [number, number, number]; clipAgeMs?: number | null; followerCount?: number } = {}) {
  const { week = [0, 0, 0], clipAgeMs = 30 * HOUR_MS, followerCount = 0 } = extra;
  return {
    channelLogin,
    displayName: channelLogin.toUpperCase(),
    clipCount: clipAgeMs === null ? 0 : 1,
    followerCount,
    latestClip: clipAgeMs === null ? null : sampleClip({ channelLogin, createdAt: new Date(Date.now() - clipAgeMs).toISOString() }),
    generatedAt: new Date().toISOString(),
    thisWeek: { likeCount: week[0], followerCount: week[1], clipCount: week[2] },
  };
}

function serve(list: ReturnType<typeof item>[]) {
  api.server.on('client/recommendation/channelRecommendationList', () => ({
    json: { isSuccessful: true, maxDisplayCount: 12, channelRecommendationItemList: list, followedChannelItemList: [] },
  }));
}

async function cardOf(login: string) {
  return screen.findByTestId(`recommendation-${login}`);
}

test('a card says only what the figures show: likes, else new followers, else new clips, else when the last clip came out', async () => {
  serve([
    item('liked_ch', { week: [7, 2, 1] }),
    item('followed_ch', { week: [0, 1, 3] }),
    item('posting_ch', { week: [0, 0, 2] }),
    item('quiet_ch', { clipAgeMs: 3 * 24 * HOUR_MS }),
  ]);
  renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
  expect(within(await cardOf('liked_ch')).getByText('7 likes this week')).toBeTruthy();
  expect(within(await cardOf('followed_ch')).getByText('1 new follower this week')).toBeTruthy();
  expect(within(await cardOf('posting_ch')).getByText('2 new clips this week')).toBeTruthy();
  expect(within(await cardOf('quiet_ch')).getByText('Last clip 3 days ago')).toBeTruthy();
  // None of them had a clip in the last 120 s.
  expect(screen.queryByText('New clip just now')).toBeNull();
  expect(screen.queryByText(/Popular|Just updated/)).toBeNull();
});

test('a channel with no followers, no clips and nothing this week claims nothing at all', async () => {
  serve([item('empty_ch', { clipAgeMs: null })]);
  renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
  const card = await cardOf('empty_ch');
  expect(within(card).getByText('0 clips · 0 followers')).toBeTruthy();
  expect(within(card).queryByTestId('recommendation-reasons')).toBeNull();
  expect(screen.queryByText(/Popular|Just updated|this week|Last clip|just now/)).toBeNull();
});

test('"New clip just now" only for a channel whose newest clip is under 120 s old', async () => {
  serve([item('new_ch', { clipAgeMs: 90_000, week: [0, 0, 1] }), item('older_ch', { clipAgeMs: 130_000, week: [0, 0, 1] })]);
  renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
  expect(within(await cardOf('new_ch')).getByText('New clip just now')).toBeTruthy();
  expect(within(await cardOf('older_ch')).queryByText('New clip just now')).toBeNull();
});

test('the rail gives the same reasons, in Japanese too, and no line when there is nothing to say', async () => {
  serve([item('liked_ch', { week: [12, 0, 0] }), item('followed_ch', { week: [0, 3, 0] }), item('empty_ch', { clipAgeMs: null })]);
  renderScreen(<RecommendationRail />, { path: '/', url: '/', language: 'ja' });
  const rail = await screen.findByRole('region', { name: '見つけたいチャンネル' });
  expect(within(await within(rail).findByTestId('rail-liked_ch')).getByText('今週 12 件のいいね')).toBeTruthy();
  expect(within(within(rail).getByTestId('rail-followed_ch')).getByText('今週 3 人が新たにフォロー')).toBeTruthy();
  expect(within(rail).getByTestId('rail-empty_ch').querySelectorAll('p')).toHaveLength(0);
});
