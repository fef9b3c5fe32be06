import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { ChannelCollections } from './ChannelCollections';

const api = setupFakeApi();

const summary = (id: string, change: Record<string, unknown> = {}) => ({
  collectionId: id,
  channelLogin: 'akiko_plays',
  titleEn: `English ${id}`,
  titleJa: `日本語 ${id}`,
  clipCount: 3,
  cover: sampleClip({ channelLogin: 'akiko_plays' }),
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...change,
});

test('lists the channel’s collections as cards linking to their pages, with the clip count', async () => {
  api.server.on('client/collections/getChannelCollections', () => ({ json: { isSuccessful: true, collectionList: [summary('colOne111'), summary('colTwo222', { clipCount: 1, titleEn: '' })] } }));
  renderScreen(<ChannelCollections channelLogin="akiko_plays" />, { path: '/:channelLogin', url: '/akiko_plays' });
  const section = await screen.findByRole('region', { name: 'Collections' });
  const cards = within(section).getAllByTestId('collection-card');
  expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/akiko_plays/collections/colOne111', '/akiko_plays/collections/colTwo222']);
  expect(cards[0].textContent).toContain('English colOne111');
  expect(cards[0].textContent).toContain('3 clips');
  // No English title: the Japanese one stands in.
  expect(cards[1].textContent).toContain('日本語 colTwo222');
  expect(cards[1].textContent).toContain('1 clip');
  expect(cards[0].querySelector('img')).toBeTruthy();
});

test('reads the titles in Japanese on a Japanese page', async () => {
  api.server.on('client/collections/getChannelCollections', () => ({ json: { isSuccessful: true, collectionList: [summary('colOne111', { cover: null })] } }));
  renderScreen(<ChannelCollections channelLogin="akiko_plays" />, { path: '/:channelLogin', url: '/akiko_plays', language: 'ja' });
  const card = await screen.findByTestId('collection-card');
  expect(card.textContent).toContain('日本語 colOne111');
  expect(card.textContent).toContain('3 本のクリップ');
  expect(card.textContent).toContain('カバー画像はまだありません');
  expect(screen.getByRole('heading', { name: 'コレクション' })).toBeTruthy();
});

test('shows nothing when the channel has no collections, or the read fails', async () => {
  api.server.on('client/collections/getChannelCollections', () => ({ json: { isSuccessful: true, collectionList: [] } }));
  const view = renderScreen(<ChannelCollections channelLogin="akiko_plays" />, { path: '/:channelLogin', url: '/akiko_plays' });
  await waitFor(() => expect(api.server.calls.some((c) => c.path === 'client/collections/getChannelCollections')).toBe(true));
  expect(screen.queryByRole('region', { name: 'Collections' })).toBeNull();
  view.unmount();
  api.server.on('client/collections/getChannelCollections', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  renderScreen(<ChannelCollections channelLogin="akiko_plays" />, { path: '/:channelLogin', url: '/akiko_plays' });
  await waitFor(() => expect(api.server.calls.filter((c) => c.path === 'client/collections/getChannelCollections')).toHaveLength(2));
  expect(screen.queryByRole('region', { name: 'Collections' })).toBeNull();
});
