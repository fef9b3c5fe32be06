import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiCallsInFlight, getSession } from '@clipyard/shared';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { RecommendationRail } from './RecommendationRail';
import { RecommendationsPage } from './RecommendationsPage';
import { TippingPage } from './TippingPage';

const api = setupFakeApi();

const item = (channelLogin: string, ageMs = 10_000) => ({
  channelLogin,
  displayName: channelLogin.toUpperCase(),
  clipCount: 2,
  followerCount: 5,
  latestClip: sampleClip({ channelLogin, clipTitle: `Best of ${channelLogin}`, createdAt: new Date(Date.now() - ageMs * 2000).toISOString() }),
  generatedAt: new Date(Date.now() - ageMs).toISOString(),
});

const profile = (channelLogin: string, tipLinks: { platform: string; url: string }[]) => ({
  channelLogin,
  displayName: `${channelLogin} TV`,
  description: '',
  links: [],
  tipLinks,
  requestPolicy: 'open',
  featuredClipIds: [],
  isClaimed: true,
  clipCount: 1,
  followerCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('frontpage rail', () => {
  const many = ['r1_ch', 'r2_ch', 'bad_ch', 'fol_ch', 'r3_ch', 'r4_ch', 'r5_ch', 'r6_ch'].map((login) =>
    login === 'r1_ch' ? { ...item(login), thisWeek: { likeCount: 12, followerCount: 0, clipCount: 1 } } : item(login),
  );
  const answer = (list: unknown[]) => ({ json: { isSuccessful: true, maxDisplayCount: 12, channelRecommendationItemList: list, followedChannelItemList: [] } });

  test('a handful of channels, never a blocked or followed one, with why, and a way to all of them', async () => {
    api.server.on('client/recommendation/channelRecommendationList', () => answer(many));
    await getSession().toggleChannelBlock('bad_ch', true);
    await getSession().toggleFollow('fol_ch', true);
    renderScreen(<RecommendationRail />, { path: '/', url: '/' });
    const rail = await screen.findByRole('region', { name: 'Channels to discover' });
    const rows = await within(rail).findAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['rail-r1_ch', 'rail-r2_ch', 'rail-r3_ch', 'rail-r4_ch', 'rail-r5_ch']);
    expect(within(rows[0]).getByRole('link', { name: 'R1_CH' }).getAttribute('href')).toBe('/r1_ch');
    expect(within(rows[0]).getByText('12 likes this week')).toBeTruthy();
    expect(within(rail).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/recommendations');
    // The rail lists no followed channel, so it never asks for their cards.
    expect(api.server.calls.some((c) => c.path === 'client/search/channelDetails')).toBe(false);
  });

  test('empty: a way to search (ja)', async () => {
    api.server.on('client/recommendation/channelRecommendationList', () => answer([]));
    renderScreen(<RecommendationRail />, { path: '/', url: '/', language: 'ja' });
    const rail = await screen.findByRole('region', { name: '見つけたいチャンネル' });
    expect(await within(rail).findByText('おすすめはまだありません。')).toBeTruthy();
    expect(within(rail).getByRole('link', { name: 'チャンネルを検索' }).getAttribute('href')).toBe('/search');
  });

  test('loading, then an error with a retry that loads again', async () => {
    let fail = true;
    api.server.on('client/recommendation/channelRecommendationList', () =>
      fail ? { status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } } : answer(many),
    );
    renderScreen(<RecommendationRail />, { path: '/', url: '/' });
    expect(screen.getByRole('progressbar', { name: 'Loading recommended channels…' })).toBeTruthy();
    expect(await screen.findByText('Recommendations could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('rail-r1_ch')).toBeTruthy();
  });
});

describe('recommendations', () => {
  beforeEach(() => {
    api.server.on('client/recommendation/channelRecommendationList', () => ({
      json: {
        isSuccessful: true,
        maxDisplayCount: 2,
        channelRecommendationItemList: [
          // A clip out 40 s ago and likes this week; the other, nothing this week and a clip from about 2 weeks ago.
          { ...item('aaa_ch', 20), thisWeek: { likeCount: 3, followerCount: 1, clipCount: 1 } },
          item('bad_ch'),
          item('fol_ch'),
          { ...item('bbb_ch', 600_000), thisWeek: { likeCount: 0, followerCount: 0, clipCount: 0 } },
          item('ccc_ch'),
        ],
        followedChannelItemList: [],
      },
    }));
  });

  test('capped at maxDisplayCount, never a blocked channel, followed ones apart, with reasons', async () => {
    await getSession().toggleChannelBlock('bad_ch', true);
    await getSession().toggleFollow('fol_ch', true);
    renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
    const forYou = await screen.findByRole('region', { name: 'Channels you may like' });
    const cards = within(forYou).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('data-testid'))).toEqual(['recommendation-aaa_ch', 'recommendation-bbb_ch']);
    expect(within(cards[0]).getByText('3 likes this week')).toBeTruthy();
    expect(within(cards[0]).getByText('New clip just now')).toBeTruthy();
    expect(within(cards[1]).queryByText('New clip just now')).toBeNull();
    expect(within(cards[1]).getByText('Last clip 1 week ago')).toBeTruthy();
    expect(within(cards[0]).getByRole('link', { name: 'Latest clip: Best of aaa_ch' })).toBeTruthy();
    const followed = screen.getByRole('region', { name: 'Channels you follow' });
    expect(within(followed).getByRole('link', { name: 'FOL_CH' }).getAttribute('href')).toBe('/fol_ch');
    expect(screen.queryByText('BAD_CH')).toBeNull();
  });

  test('counts read naturally in English: one clip, one follower; 2 clips, 5 followers', async () => {
    api.server.on('client/recommendation/channelRecommendationList', () => ({
      json: { isSuccessful: true, maxDisplayCount: 5, channelRecommendationItemList: [{ ...item('one_ch'), clipCount: 1, followerCount: 1 }, item('two_ch')], followedChannelItemList: [] },
    }));
    renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
    expect(await screen.findByText('1 clip · 1 follower')).toBeTruthy();
    expect(screen.getByText('2 clips · 5 followers')).toBeTruthy();
  });

  test('signed out, a channel followed on this device is listed even when the ranking does not hold it', async () => {
    api.server.on('client/search/channelDetails', (call) => ({
      json: { isSuccessful: true, channelDetailsList: (call.body as { channelLoginList: string[] }).channelLoginList.map((login) => ({ ...item(login), isClaimed: true })) },
    }));
    await getSession().toggleFollow('far_ch', true);
    await getSession().toggleFollow('aaa_ch', true);
    renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
    const followed = await screen.findByRole('region', { name: 'Channels you follow' });
    expect(await within(followed).findByRole('link', { name: 'FAR_CH' })).toBeTruthy();
    expect(within(followed).getByRole('link', { name: 'AAA_CH' })).toBeTruthy();
    // Only the one the ranking lacks is asked for.
    expect(api.server.calls.filter((c) => c.path === 'client/search/channelDetails').map((c) => c.body)).toEqual([{ channelLoginList: ['far_ch'] }]);
  });

  test('the list is asked for again once older than 5 minutes (checked when the tab comes back), not before', async () => {
    let answers = 0;
    api.server.on('client/recommendation/channelRecommendationList', () => {
      answers += 1;
      const list = answers === 1 ? [item('aaa_ch')] : [item('zzz_ch')];
      return { json: { isSuccessful: true, maxDisplayCount: 5, channelRecommendationItemList: list, followedChannelItemList: [] } };
    });
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
      expect(await screen.findByTestId('recommendation-aaa_ch')).toBeTruthy();
      const asked = () => api.server.calls.filter((c) => c.path === 'client/recommendation/channelRecommendationList').length;
      now.mockReturnValue(start + 4 * 60_000);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // The check runs on the event itself: a call it started would be under way now. Once every call has
      // answered (none, or one that reached the server), the count says whether it asked.
      await waitFor(() => expect(apiCallsInFlight()).toBe(0));
      expect(asked()).toBe(1);
      now.mockReturnValue(start + 5 * 60_000 + 1000);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(await screen.findByTestId('recommendation-zzz_ch')).toBeTruthy();
      expect(asked()).toBe(2);
      expect(screen.queryByTestId('recommendation-aaa_ch')).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  test('an error offers a retry (ja)', async () => {
    api.server.on('client/recommendation/channelRecommendationList', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
    renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations', language: 'ja' });
    expect(await screen.findByRole('button', { name: '再試行' })).toBeTruthy();
  });
});

describe('tipping', () => {
  test('tip links of followed channels grouped by channel, opening safely in a new tab', async () => {
    await getSession().toggleFollow('tip_ch', true);
    await getSession().toggleFollow('none_ch', true);
    const tips = [
      { platform: 'kofi', url: 'https://ko-fi.com/tip' },
      { platform: 'buymeacoffee', url: 'https://buymeacoffee.com/tip' },
      { platform: 'other', url: 'https://example.com/tip' },
    ];
    api.server.on('client/channel/getChannelProfile', (call) => {
      const login = (call.body as { channelLogin: string }).channelLogin;
      return { json: { isSuccessful: true, channelProfile: profile(login, login === 'tip_ch' ? tips : []) } };
    });
    renderScreen(<TippingPage />, { path: '/tipping', url: '/tipping' });
    const link = await screen.findByRole('link', { name: 'Ko-fi for tip_ch TV (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://ko-fi.com/tip');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Each platform reads by its name, never by the contract's id ('buymeacoffee', 'other').
    expect(within(screen.getByTestId('tips-tip_ch')).getAllByRole('link').slice(1).map((a) => a.textContent)).toEqual(['Ko-fi', 'Buy Me a Coffee', 'Tip link']);
    expect(screen.queryByTestId('tips-none_ch')).toBeNull();
    expect(screen.getByText(/Clipyard processes no payment/)).toBeTruthy();
  });

  test('platform names read in Japanese too (ja)', async () => {
    await getSession().toggleFollow('tip_ch', true);
    api.server.on('client/channel/getChannelProfile', () => ({ json: { isSuccessful: true, channelProfile: profile('tip_ch', [{ platform: 'other', url: 'https://example.com/tip' }]) } }));
    renderScreen(<TippingPage />, { path: '/tipping', url: '/tipping', language: 'ja' });
    const link = await within(await screen.findByTestId('tips-tip_ch')).findByRole('link', { name: /投げ銭リンク/ });
    expect(link.textContent).toBe('投げ銭リンク');
  });

  test('nothing followed: an empty state that explains tipping and points to channels (ja)', async () => {
    renderScreen(<TippingPage />, { path: '/tipping', url: '/tipping', language: 'ja' });
    expect(await screen.findByRole('heading', { name: '投げ銭リンクはまだありません' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'フォローするチャンネルを探す' }).getAttribute('href')).toBe('/recommendations');
  });
});
