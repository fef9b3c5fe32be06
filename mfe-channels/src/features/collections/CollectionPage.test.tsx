import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@clipyard/shared';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { CollectionPage } from './CollectionPage';

const api = setupFakeApi();
const first = sampleClip({ channelLogin: 'akiko_plays', clipTitle: 'Second run, shown first' });
const second = sampleClip({ channelLogin: 'akiko_plays', clipTitle: 'First run, shown second' });

function collection(change: Record<string, unknown> = {}) {
  return {
    collectionId: 'colAbc123',
    channelLogin: 'akiko_plays',
    channelDisplayName: 'あきこ',
    titleEn: 'World records',
    titleJa: '世界記録',
    clipCount: 2,
    cover: first,
    coverClipId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    clipList: [first, second],
    ...change,
  };
}

const route = { path: '/:channelLogin/collections/:collectionId', url: '/Akiko_Plays/collections/colAbc123' };

test('shows the title, the channel and the clips in the streamer’s order', async () => {
  api.server.on('client/collections/getCollection', () => ({ json: { isSuccessful: true, collection: collection() } }));
  renderScreen(<CollectionPage />, route);
  expect(await screen.findByRole('heading', { level: 1, name: 'World records' })).toBeTruthy();
  expect(screen.getByText(/A collection by あきこ · 2 clips/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'More from あきこ' }).getAttribute('href')).toBe('/akiko_plays');
  const titles = within(screen.getByRole('list', { name: 'Clips of this collection, in order' }))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
    .filter((text) => text.includes('run'));
  expect(titles[0]).toContain('Second run, shown first');
  expect(titles.at(-1)).toContain('First run, shown second');
  expect(api.server.calls.find((c) => c.path === 'client/collections/getCollection')?.body).toEqual({ channelLogin: 'akiko_plays', collectionId: 'colAbc123' });
  // The title is the page's effect after the commit that showed the heading (a busy machine runs it a moment later).
  await waitFor(() => expect(document.title).toBe('World records · あきこ · Clipyard'));
});

test('reads the Japanese title in Japanese, and the other title when one is empty', async () => {
  api.server.on('client/collections/getCollection', () => ({ json: { isSuccessful: true, collection: collection() } }));
  const view = renderScreen(<CollectionPage />, { ...route, language: 'ja' });
  expect(await screen.findByRole('heading', { level: 1, name: '世界記録' })).toBeTruthy();
  expect(screen.getByText(/あきこ のコレクション · 2 本のクリップ/)).toBeTruthy();
  view.unmount();
  // Another collection's answer for the same address: the one cache (30 s fresh) would rightly show the first one.
  queryClient.clear();
  api.server.on('client/collections/getCollection', () => ({ json: { isSuccessful: true, collection: collection({ titleJa: '' }) } }));
  renderScreen(<CollectionPage />, { ...route, language: 'ja' });
  expect(await screen.findByRole('heading', { level: 1, name: 'World records' })).toBeTruthy();
});

test('an empty collection says so', async () => {
  api.server.on('client/collections/getCollection', () => ({ json: { isSuccessful: true, collection: collection({ clipCount: 0, cover: null, clipList: [] }) } }));
  renderScreen(<CollectionPage />, route);
  expect(await screen.findByText('There are no clips to show in this collection yet.')).toBeTruthy();
});

test('an unknown collection is a not-found page with a way home', async () => {
  api.server.on('client/collections/getCollection', () => ({ status: 404, json: { isSuccessful: false, errorCode: 'COLLECTION_NOT_FOUND', message: 'no' } }));
  renderScreen(<CollectionPage />, route);
  expect(await screen.findByRole('heading', { name: 'Collection not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the frontpage' }).getAttribute('href')).toBe('/');
});

test('a failure offers to try again, and trying again shows the collection', async () => {
  let fail = true;
  api.server.on('client/collections/getCollection', () =>
    fail ? { status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'boom' } } : { json: { isSuccessful: true, collection: collection() } },
  );
  renderScreen(<CollectionPage />, route);
  const retry = await screen.findByRole('button', { name: 'Try again' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('heading', { level: 1, name: 'World records' })).toBeTruthy();
});
