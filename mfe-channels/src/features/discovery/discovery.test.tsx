import { screen, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/shared/testing';
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

describe('recommendations', () => {
  beforeEach(() => {
    api.server.on('client/recommendation/channelRecommendationList', () => ({
      json: { isSuccessful: true, maxDisplayCount: 2, channelRecommendationItemList: [item('aaa_ch'), item('bad_ch'), item('fol_ch'), item('bbb_ch', 600_000), item('ccc_ch')], followedChannelItemList: [] },
    }));
  });

  test('capped at maxDisplayCount, never a blocked channel, followed ones apart, with reasons', async () => {
    await getSession().toggleChannelBlock('bad_ch', true);
    await getSession().toggleFollow('fol_ch', true);
    renderScreen(<RecommendationsPage />, { path: '/recommendations', url: '/recommendations' });
    const forYou = await screen.findByRole('region', { name: 'Channels you may like' });
    const cards = within(forYou).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('data-testid'))).toEqual(['recommendation-aaa_ch', 'recommendation-bbb_ch']);
    expect(within(cards[0]).getByText('Popular this week')).toBeTruthy();
    expect(within(cards[0]).getByText('Just updated')).toBeTruthy();
    expect(within(cards[1]).queryByText('Just updated')).toBeNull();
    expect(within(cards[1]).getByText('Active on Clipyard')).toBeTruthy();
    expect(within(cards[0]).getByRole('link', { name: 'Latest clip: Best of aaa_ch' })).toBeTruthy();
    const followed = screen.getByRole('region', { name: 'Channels you follow' });
    expect(within(followed).getByRole('link', { name: 'FOL_CH' }).getAttribute('href')).toBe('/fol_ch');
    expect(screen.queryByText('BAD_CH')).toBeNull();
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
    api.server.on('client/channel/getChannelProfile', (call) => {
      const login = (call.body as { channelLogin: string }).channelLogin;
      return { json: { isSuccessful: true, channelProfile: profile(login, login === 'tip_ch' ? [{ platform: 'kofi', url: 'https://ko-fi.com/tip' }] : []) } };
    });
    renderScreen(<TippingPage />, { path: '/tipping', url: '/tipping' });
    const link = await screen.findByRole('link', { name: 'kofi for tip_ch TV (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://ko-fi.com/tip');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByTestId('tips-none_ch')).toBeNull();
    expect(screen.getByText(/Clipyard processes no payment/)).toBeTruthy();
  });

  test('nothing followed: an empty state that explains tipping and points to channels (ja)', async () => {
    renderScreen(<TippingPage />, { path: '/tipping', url: '/tipping', language: 'ja' });
    expect(await screen.findByRole('heading', { name: '投げ銭リンクはまだありません' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'フォローするチャンネルを探す' }).getAttribute('href')).toBe('/recommendations');
  });
});
