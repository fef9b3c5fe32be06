import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@clipyard/shared';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { CategoryPage } from './CategoryPage';

const api = setupFakeApi();
beforeEach(() => useSession.setState({ loaded: true }));

const CATEGORY = 'client/categories/getCategory';
const LISTING = 'client/videoListing/masterFrontpageList';
const justChatting = { categoryId: 1, slug: 'just-chatting', nameEn: 'Just Chatting', nameJa: '雑談', twitchGameId: '509658', clipCount: 2 };
const listingCalls = () => api.server.calls.filter((call) => call.path === LISTING);

test('shows the category’s name, count and clips by the frontpage’s rules; sort and period go to the address and the listing', async () => {
  api.server.on(CATEGORY, () => ({ json: { isSuccessful: true, category: justChatting } }));
  api.server.on(LISTING, (call) => {
    const body = call.body as { sort: string };
    return { json: { isSuccessful: true, clipList: body.sort === 'top' ? [sampleClip({ clipTitle: 'Most liked talk' })] : [sampleClip({ clipTitle: 'Trending talk' })], nextCursor: null } };
  });
  renderScreen(<CategoryPage />, { path: '/category/:categorySlug', url: '/category/just-chatting' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Just Chatting' })).toBeTruthy();
  expect(screen.getByText('2 clips')).toBeTruthy();
  expect(await screen.findByText('Trending talk')).toBeTruthy();
  expect(screen.getByRole('list', { name: 'Clips of Just Chatting' })).toBeTruthy();
  expect(listingCalls()[0].body).toEqual({ sort: 'trending', period: '7d', categorySlug: 'just-chatting', cursor: null, limit: 24 });
  await waitFor(() => expect(document.title).toBe('Just Chatting · Clipyard'));

  fireEvent.click(screen.getByRole('button', { name: 'Top' }));
  expect(await screen.findByText('Most liked talk')).toBeTruthy();
  expect(listingCalls().at(-1)?.body).toMatchObject({ sort: 'top', categorySlug: 'just-chatting' });
  expect(screen.getByTestId('location').textContent).toContain('sort=top');
});

test('in Japanese: the Japanese name, and an empty category says so', async () => {
  api.server.on(CATEGORY, () => ({ json: { isSuccessful: true, category: { ...justChatting, clipCount: 0 } } }));
  api.server.on(LISTING, () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
  renderScreen(<CategoryPage />, { path: '/category/:categorySlug', url: '/category/just-chatting', language: 'ja' });
  expect(await screen.findByRole('heading', { level: 1, name: '雑談' })).toBeTruthy();
  expect(await screen.findByText('この期間には雑談のクリップがまだありません。別の期間をお試しください。')).toBeTruthy();
});

test('an unknown category says there is none, with a way home; no listing is asked for', async () => {
  api.server.on(CATEGORY, () => ({ status: 404, json: { isSuccessful: false, errorCode: 'CATEGORY_NOT_FOUND', message: 'No category' } }));
  renderScreen(<CategoryPage />, { path: '/category/:categorySlug', url: '/category/no-such-thing' });
  expect(await screen.findByRole('heading', { name: 'No such category' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to the frontpage' }).getAttribute('href')).toBe('/');
  expect(listingCalls()).toHaveLength(0);
});

test('a failure to read the category shows the translated error and retries', async () => {
  let fail = true;
  api.server.on(CATEGORY, () => (fail ? { status: 503, json: { isSuccessful: false, errorCode: 'MAINTENANCE', message: 'down' } } : { json: { isSuccessful: true, category: justChatting } }));
  api.server.on(LISTING, () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
  renderScreen(<CategoryPage />, { path: '/category/:categorySlug', url: '/category/just-chatting' });
  expect(await screen.findByText('Clipyard is currently down for maintenance')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Just Chatting' })).toBeTruthy();
});
