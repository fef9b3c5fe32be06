import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { apiCallsInFlight, getSession } from '@clipyard/shared';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { SearchBox } from './SearchBox';
import { SearchPage } from './SearchPage';

const api = setupFakeApi();
// The category chips above the clips (ADR 0150).
beforeEach(() =>
  api.server.on('client/categories/getCategories', () => ({
    json: { isSuccessful: true, categoryList: [{ categoryId: 2, slug: 'minecraft', nameEn: 'Minecraft', nameJa: 'Minecraft', twitchGameId: '27471', clipCount: 1 }] },
  })),
);

const card = (channelLogin: string, displayName: string) => ({ channelLogin, displayName, clipCount: 3, followerCount: 7, isClaimed: false, latestClip: null });

beforeEach(() => {
  localStorage.clear();
  api.server.on('client/search/clipSearch', (call) => {
    const { query } = call.body as { query: string };
    if (query === 'yuk') return { delayMs: 600, json: { isSuccessful: true, channelList: [card('yukari_old', 'ゆかり（古い答え）')], clipList: [], nextCursor: null } };
    if (query === '雪花' || query === 'yuki') return { json: { isSuccessful: true, channelList: [card('yukihana_ch', '雪花チャンネル')], clipList: [], nextCursor: null } };
    if (query === 'speedrun') {
      return { json: { isSuccessful: true, channelList: [card('speedrun_sam', 'SpeedrunSam')], clipList: [sampleClip({ channelLogin: 'speedrun_sam', clipTitle: 'World record speedrun' })], nextCursor: null } };
    }
    if (query === 'boom') return { status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } };
    return { json: { isSuccessful: true, channelList: [], clipList: [], nextCursor: null } };
  });
});

test('app-bar box: suggestions as you type; Enter on the highlighted channel opens its page', async () => {
  renderScreen(<SearchBox />, { path: '*', url: '/' });
  fireEvent.change(screen.getByRole('combobox', { name: 'Search channels and clips' }), { target: { value: '雪花' } });
  expect(await screen.findByTestId('suggestion-yukihana_ch')).toBeTruthy();
  expect(screen.getByTestId('suggestion-yukihana_ch').querySelector('mark')?.textContent).toBe('雪花');
  expect(screen.getByText('See all results for “雪花”')).toBeTruthy();
  const input = screen.getByRole('combobox');
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/yukihana_ch'));
});

test('an older answer arriving after a newer one is ignored', async () => {
  renderScreen(<SearchBox />, { path: '*', url: '/' });
  const input = screen.getByRole('combobox', { name: 'Search channels and clips' });
  fireEvent.change(input, { target: { value: 'yuk' } });
  // Once the debounce has sent 'yuk' (answered slowly: the server holds it 600 ms), type on.
  const queries = () => api.server.calls.filter((c) => c.path === 'client/search/clipSearch').map((c) => (c.body as { query: string }).query);
  await waitFor(() => expect(queries()).toEqual(['yuk']));
  fireEvent.change(input, { target: { value: 'yuki' } });
  expect(await screen.findByTestId('suggestion-yukihana_ch')).toBeTruthy();
  // The old answer has landed too (every call answered): it must not have replaced the newer one.
  await waitFor(() => expect(apiCallsInFlight()).toBe(0));
  expect(screen.queryByTestId('suggestion-yukari_old')).toBeNull();
  expect(screen.getByTestId('suggestion-yukihana_ch')).toBeTruthy();
  expect(queries()).toEqual(['yuk', 'yuki']);
});

test('Escape on a closed list folds the box', () => {
  const onClose = jest.fn();
  renderScreen(<SearchBox onClose={onClose} />, { path: '*', url: '/' });
  fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});

test('search page: sections with counts from the query in the URL, kept in recent searches, clearable', async () => {
  renderScreen(<SearchPage />, { path: '/search', url: '/search?q=speedrun' });
  expect(await screen.findByRole('heading', { name: 'Channels (1)' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Clips (1)' })).toBeTruthy();
  expect(screen.getByRole('link', { name: (_name, el) => el.textContent === 'SpeedrunSam' }).getAttribute('href')).toBe('/speedrun_sam');
  expect(screen.getByRole('link', { name: /World record speedrun/ })).toBeTruthy();
  // The matched part is marked, whatever its case.
  expect(Array.from(document.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(expect.arrayContaining(['Speedrun', 'speedrun']));
  expect(await screen.findByRole('group', { name: 'Recent searches' })).toBeTruthy();
  expect(JSON.parse(localStorage.getItem('clipyard.recentSearches') ?? '[]')).toEqual(['speedrun']);
  fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
  expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull();
  expect(localStorage.getItem('clipyard.recentSearches')).toBeNull();
});

test('typing on the page puts the query in the URL', async () => {
  renderScreen(<SearchPage />, { path: '/search', url: '/search' });
  expect(screen.getByText(/Find a channel by its name/)).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: 'Search channels and clips' }), { target: { value: 'yuki' } });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=yuki'));
  expect(await screen.findByRole('link', { name: '雪花チャンネル' })).toBeTruthy();
});

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

test('a new query typed on the page is a new history entry: Back returns to the previous search, whatever the pauses', async () => {
  renderScreen(
    <>
      <SearchPage />
      <BackButton />
    </>,
    { path: '/search', url: '/search?q=speedrun' },
  );
  expect(await screen.findByRole('link', { name: (_name, el) => el.textContent === 'SpeedrunSam' })).toBeTruthy();
  const field = screen.getByRole('textbox', { name: 'Search channels and clips' });
  // Typed with pauses (each longer than the URL's debounce), then Enter after the address already has it.
  fireEvent.change(field, { target: { value: 'yu' } });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=yu'));
  fireEvent.change(field, { target: { value: 'yuki' } });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=yuki'));
  fireEvent.submit(field.closest('form')!);
  expect(await screen.findByRole('link', { name: '雪花チャンネル' })).toBeTruthy();

  // One Back: the previous search, not the letters typed on the way nor the same query again.
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=speedrun'));
  expect(await screen.findByRole('link', { name: (_name, el) => el.textContent === 'SpeedrunSam' })).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Search channels and clips' }) as HTMLInputElement).value).toBe('speedrun');

  // From there, typing makes a new entry again.
  fireEvent.change(screen.getByRole('textbox', { name: 'Search channels and clips' }), { target: { value: '雪花' } });
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/search?q=${encodeURIComponent('雪花')}`));
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=speedrun'));
});

test('empty results suggest recommendations (ja)', async () => {
  renderScreen(<SearchPage />, { path: '/search', url: '/search?q=zzzz', language: 'ja' });
  expect(await screen.findByText('「zzzz」に一致するものはありません。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'おすすめを見る' }).getAttribute('href')).toBe('/recommendations');
});

test('a failed search shows the error with a retry', async () => {
  renderScreen(<SearchPage />, { path: '/search', url: '/search?q=boom' });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('a channel blocked on this device is left out of the results, its clips too', async () => {
  await getSession().toggleChannelBlock('speedrun_sam', true);
  renderScreen(<SearchPage />, { path: '/search', url: '/search?q=speedrun' });
  expect(await screen.findByText('Nothing matches “speedrun”.')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: /^Channels/ })).toBeNull();
  expect(screen.queryByText('World record speedrun')).toBeNull();
});

test('the search page’s category chips narrow the clips and stay in the address (ADR 0150)', async () => {
  api.server.on('client/search/clipSearch', (call) => {
    const body = call.body as { categorySlug?: string };
    const clips = [sampleClip({ clipTitle: 'Creeper run' }), sampleClip({ clipTitle: 'Chatting run' })];
    return { json: { isSuccessful: true, channelList: [], clipList: body.categorySlug ? clips.slice(0, 1) : clips, nextCursor: null } };
  });
  renderScreen(<SearchPage />, { path: '/search', url: '/search?q=run' });
  expect(await screen.findByText('Chatting run')).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Minecraft' }));
  await waitFor(() => expect(screen.queryByText('Chatting run')).toBeNull());
  expect(screen.getByText('Creeper run')).toBeTruthy();
  expect(api.server.calls.filter((call) => call.path === 'client/search/clipSearch').at(-1)?.body).toMatchObject({ query: 'run', categorySlug: 'minecraft' });
  expect(screen.getByTestId('location').textContent).toContain('category=minecraft');
});
