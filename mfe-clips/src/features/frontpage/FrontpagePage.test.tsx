import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from '@testing-library/react';
import { ExtensionSlotProvider, FIRST_DATA_ID, FIRST_VIEW_READY_EVENT, apiCallsInFlight, queryClient, resetFirstData, useSession, type ExtensionSlotRenderer } from '@clipyard/shared';
import { renderScreen, sampleClip, setupFakeApi } from '@clipyard/testing';
import { FrontpagePage } from './FrontpagePage';

const api = setupFakeApi();

// The shell says when the identity is known (its first auth callback); these pages are rendered after it unless a test
// says otherwise.
beforeEach(() => useSession.setState({ loaded: true }));

const CATEGORIES = 'client/categories/getCategories';
const minecraft = { categoryId: 2, slug: 'minecraft', nameEn: 'Minecraft', nameJa: 'Minecraft', twitchGameId: '27471', clipCount: 3 };
const justChatting = { categoryId: 1, slug: 'just-chatting', nameEn: 'Just Chatting', nameJa: '雑談', twitchGameId: '509658', clipCount: 1 };
const art = { categoryId: 3, slug: 'art', nameEn: 'Art', nameJa: 'アート', twitchGameId: '509660', clipCount: 0 };
// The category chips above the grid (ADR 0150) list the categories with clips.
beforeEach(() => api.server.on(CATEGORIES, () => ({ json: { isSuccessful: true, categoryList: [minecraft, justChatting, art] } })));


const listing = 'client/videoListing/masterFrontpageList';
const listingCalls = () => api.server.calls.filter((call) => call.path === listing);

test('shows the grid, re-lists on a sort change and appends the next keyset page', async () => {
  const first = [sampleClip({ clipTitle: 'Amazing play' }), sampleClip({ clipTitle: 'すごいクリップ' })];
  const second = [sampleClip({ clipTitle: 'Third one' })];
  api.server.on(listing, (call) => {
    const body = call.body as { cursor?: string; sort: string };
    if (body.cursor === 'page2') return { json: { isSuccessful: true, clipList: second, nextCursor: null } };
    return { json: { isSuccessful: true, clipList: body.sort === 'top' ? [first[1]] : first, nextCursor: body.sort === 'top' ? null : 'page2' } };
  });
  renderScreen(<FrontpagePage />, { path: '/', url: '/' });

  expect(await screen.findByText('Amazing play')).toBeTruthy();
  expect(screen.getByText('すごいクリップ')).toBeTruthy();
  expect(listingCalls()[0].body).toEqual({ sort: 'trending', period: '7d', cursor: null, limit: 24 });
  // One link per clip for assistive tech: the title (the thumbnail repeats it and is hidden from them).
  const link = screen.getByRole('link', { name: 'Amazing play' });
  expect(link.getAttribute('href')).toBe(`/somechannel/clip/${first[0].internalClipId}`);

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Third one')).toBeTruthy();
  expect(listingCalls().at(-1)?.body).toMatchObject({ cursor: 'page2' });
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Top' }));
  expect(await screen.findByText('すごいクリップ')).toBeTruthy();
  expect(screen.queryByText('Amazing play')).toBeNull();
  expect(listingCalls().at(-1)?.body).toMatchObject({ sort: 'top', period: '7d' });
  expect(screen.getByTestId('location').textContent).toContain('sort=top');
});

test('a card of a clip the viewer liked says so beside its count; the others show the count alone', async () => {
  const liked = sampleClip({ clipTitle: 'Liked one', likeCount: 8 });
  const other = sampleClip({ clipTitle: 'Other one', likeCount: 3 });
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [liked, other], nextCursor: null } }));
  useSession.setState({ likedClips: [liked.internalClipId] });
  renderScreen(<FrontpagePage />, { path: '/', url: '/' });
  await screen.findByText('Liked one');
  expect(screen.getAllByTestId('card-liked').map((mark) => mark.textContent)).toEqual(['Likes: 8 (you liked it)']);
  expect(screen.getByText('Likes: 3')).toBeTruthy();
});

test('thumbnails use webp when avif is not supported, with the media version', async () => {
  const clip = sampleClip({ clipTitle: 'Thumb test', mediaVersion: 7 });
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [clip], nextCursor: null } }));
  // jsdom decodes no images: the probe's answer (no avif) is given as if a previous page had probed.
  sessionStorage.setItem('clipyard-avif-support', 'false');
  const { container } = renderScreen(<FrontpagePage />, { path: '/', url: '/?period=all' });
  await screen.findByText('Thumb test');
  await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
  expect(container.querySelector('img')?.getAttribute('src')).toMatch(new RegExp(`media/clips/somechannel/${clip.internalClipId}\\.webp\\?version=7$`));
  expect(listingCalls()[0].body).toMatchObject({ period: 'all' });
});

test('an error shows a translated message with a retry, and an empty listing says so (ja)', async () => {
  let fail = true;
  api.server.on(listing, () =>
    fail
      ? { status: 503, json: { isSuccessful: false, errorCode: 'MAINTENANCE', message: 'down' } }
      : { json: { isSuccessful: true, clipList: [], nextCursor: null } },
  );
  renderScreen(<FrontpagePage />, { path: '/', url: '/', language: 'ja' });
  expect(await screen.findByText('Clipyard は現在メンテナンス中です')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: '再試行' }));
  expect(await screen.findByText('まだクリップがありません。別の期間をお試しください。')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'クリップ' })).toBeTruthy();
});

test('channels blocked on this device are hidden while signed out', async () => {
  const { getSession } = await import('@clipyard/shared');
  await getSession().toggleChannelBlock('blockedchan', true);
  api.server.on(listing, () => ({
    json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'Visible' }), sampleClip({ clipTitle: 'Hidden', channelLogin: 'blockedchan' })], nextCursor: null },
  }));
  renderScreen(<FrontpagePage />, { path: '/', url: '/' });
  expect(await screen.findByText('Visible')).toBeTruthy();
  expect(screen.queryByText('Hidden')).toBeNull();
});

test('clips played to the end carry a Watched mark, and "Hide watched" leaves them out (remembered)', async () => {
  const seen = sampleClip({ clipTitle: 'Seen it' });
  const fresh = sampleClip({ clipTitle: 'Fresh one' });
  window.localStorage.setItem('clipyard.watchedClips', JSON.stringify([seen.internalClipId]));
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [seen, fresh], nextCursor: null } }));
  const { unmount } = renderScreen(<FrontpagePage />, { path: '/', url: '/' });
  expect(await screen.findByText('Seen it')).toBeTruthy();
  expect(screen.getAllByTestId('watched-mark')).toHaveLength(1);
  fireEvent.click(screen.getByRole('switch', { name: 'Hide watched' }));
  await waitFor(() => expect(screen.queryByText('Seen it')).toBeNull());
  expect(screen.getByText('Fresh one')).toBeTruthy();
  unmount();
  renderScreen(<FrontpagePage />, { path: '/', url: '/' });
  expect(await screen.findByText('Fresh one')).toBeTruthy();
  expect(screen.queryByText('Seen it')).toBeNull();
  window.localStorage.removeItem('clipyard.watchedClips');
  window.localStorage.removeItem('clipyard.hideWatched');
});

test('a thumbnail that fails to load shows the designed placeholder, not a broken image', async () => {
  const clip = sampleClip({ clipTitle: 'Broken thumb' });
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [clip], nextCursor: null } }));
  renderScreen(<FrontpagePage />, { path: '/', url: '/' });
  await screen.findByText('Broken thumb');
  const image = await waitFor(() => {
    const img = document.querySelector('[data-testid="clip-card"] img');
    if (!img) throw new Error('no thumbnail yet');
    return img;
  });
  fireEvent.error(image);
  expect(await screen.findByTestId('thumbnail-placeholder')).toBeTruthy();
  expect(screen.getByText('Thumbnail unavailable')).toBeTruthy();
  expect(document.querySelector('[data-testid="clip-card"] img')).toBeNull();
});

test('the Following tab lists clips of the locally followed channels, newest first, in the URL', async () => {
  const { getSession } = await import('@clipyard/shared');
  await getSession().toggleFollow('fav_chan', true);
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'Everyone' })], nextCursor: null } }));
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({
    json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'From a favourite', channelLogin: 'fav_chan' })], nextCursor: null },
  }));
  renderScreen(<FrontpagePage />, { path: '/', url: '/' });
  expect(await screen.findByText('Everyone')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
  expect(await screen.findByText('From a favourite')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).toBe('/?feed=following');
  expect(api.server.calls.find((call) => call.path === 'client/videoListing/fetchByChannelLogins')?.body).toMatchObject({ channelLoginList: ['fav_chan'], sort: 'new' });
});

test('the Following tab waits for the identity (a signed-in person restored after the first paint), then lists once', async () => {
  const { getSession } = await import('@clipyard/shared');
  await getSession().toggleFollow('fav_chan', true);
  useSession.setState({ loaded: false });
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({
    json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'Once known' })], nextCursor: null },
  }));
  renderScreen(<FrontpagePage />, { path: '/', url: '/?feed=following' });
  // The grid's loading shape, and no listing yet (it would list as a visitor, then again as the person).
  expect(await screen.findByText('Loading clips…')).toBeTruthy();
  // A listing would have started with that render: once every call has answered, none was asked for.
  await waitFor(() => expect(apiCallsInFlight()).toBe(0));
  expect(api.server.calls.some((call) => call.path === 'client/videoListing/fetchByChannelLogins')).toBe(false);
  act(() => useSession.setState({ loaded: true }));
  expect(await screen.findByText('Once known')).toBeTruthy();
  expect(api.server.calls.filter((call) => call.path === 'client/videoListing/fetchByChannelLogins')).toHaveLength(1);
});

test('more followed channels than one listing takes: the feed says how many it covers, never a silent cut', async () => {
  const { getSession } = await import('@clipyard/shared');
  for (let i = 0; i < 52; i += 1) await getSession().toggleFollow(`chan_${i}`, true);
  api.server.on('client/videoListing/fetchByChannelLogins', () => ({ json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'Capped feed' })], nextCursor: null } }));
  renderScreen(<FrontpagePage />, { path: '/', url: '/?feed=following' });
  expect(await screen.findByText('Capped feed')).toBeTruthy();
  expect(screen.getByTestId('following-capped').textContent).toBe('Clips of 50 of the 52 channels you follow.');
  expect((api.server.calls.find((call) => call.path === 'client/videoListing/fetchByChannelLogins')?.body as { channelLoginList: string[] }).channelLoginList).toHaveLength(50);
});

test('the Following tab with nothing followed points to recommendations (ja)', async () => {
  renderScreen(<FrontpagePage />, { path: '/', url: '/?feed=following', language: 'ja' });
  expect(await screen.findByText('フォロー中のチャンネルのクリップが、新しい順にここに表示されます。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'フォローするチャンネルを探す' }).getAttribute('href')).toBe('/recommendations');
  expect(api.server.calls.some((call) => call.path === 'client/videoListing/fetchByChannelLogins')).toBe(false);
  // The All feed is not fetched while the Following tab shows (once every call has answered, none was for it).
  await waitFor(() => expect(apiCallsInFlight()).toBe(0));
  expect(api.server.calls.some((call) => call.path === listing)).toBe(false);
});

test('a cold frontpage shows the page the HTML host inlined without asking the API; the next page comes from the API', async () => {
  const inlined = sampleClip({ clipTitle: 'Inlined clip' });
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ID;
  script.textContent = JSON.stringify({ frontpage: { sort: 'trending', period: '7d', clipList: [inlined], nextCursor: 'page2' } });
  document.head.append(script);
  resetFirstData();
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'From the API' })], nextCursor: null } }));
  try {
    renderScreen(<FrontpagePage />, { path: '/', url: '/' });
    expect(await screen.findByText('Inlined clip')).toBeTruthy();
    expect(api.server.calls.filter((call) => call.path === listing)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('From the API')).toBeTruthy();
    expect(listingCalls().at(-1)?.body).toMatchObject({ sort: 'trending', period: '7d', cursor: 'page2' });
    // A sort change and back shows the listing as it was left, from the cache; a refresh of it asks the API (the
    // inlined page is spent).
    fireEvent.click(screen.getByRole('button', { name: 'Top' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Trending' }));
    expect(await screen.findByText('Inlined clip')).toBeTruthy();
    expect(screen.getByText('From the API')).toBeTruthy();
    const firstPages = () => api.server.calls.filter((call) => call.path === listing && (call.body as { cursor: string | null }).cursor === null);
    expect(firstPages().map((call) => (call.body as { sort: string }).sort)).toEqual(['top']);
    await act(async () => queryClient.invalidateQueries());
    await waitFor(() => expect(firstPages().map((call) => (call.body as { sort: string }).sort)).toEqual(['top', 'trending']));
    await waitFor(() => expect(screen.queryByText('Inlined clip')).toBeNull());
  } finally {
    script.remove();
    resetFirstData();
  }
});

test("says its view is ready (ending the HTML's first view) once the grid has its clips", async () => {
  api.server.on(listing, () => ({ delayMs: 600, json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'Grid is here' })], nextCursor: null } }));
  // What was on screen when the page said so.
  const heard = jest.fn(() => (screen.queryByText('Grid is here') ? 'grid with its clips' : 'no clips yet'));
  window.addEventListener(FIRST_VIEW_READY_EVENT, heard);
  try {
    renderScreen(<FrontpagePage />, { path: '/', url: '/' });
    // The listing is on its way: the grid's loading shape shows and the page says nothing yet.
    expect(screen.getByText('Loading clips…')).toBeTruthy();
    expect(heard).not.toHaveBeenCalled();
    expect(await screen.findByText('Grid is here')).toBeTruthy();
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard.mock.results.map((result) => result.value)).toEqual(['grid with its clips']);
  } finally {
    window.removeEventListener(FIRST_VIEW_READY_EVENT, heard);
  }
});

test('the recommendation rail is whatever the shell puts in the frontpageRail slot; without it, nothing', async () => {
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [sampleClip({ clipTitle: 'Amazing play' })], nextCursor: null } }));
  const shellSlot: ExtensionSlotRenderer = ({ name }) => <section aria-label={`slot ${name}`} />;
  const withShell = renderScreen(
    <ExtensionSlotProvider value={shellSlot}>
      <FrontpagePage />
    </ExtensionSlotProvider>,
    { path: '/', url: '/' },
  );
  expect(await screen.findByText('Amazing play')).toBeTruthy();
  expect(screen.getByTestId('frontpage-rail').querySelector('section')?.getAttribute('aria-label')).toBe('slot frontpageRail');
  withShell.unmount();

  // A remote alone (or the shell with mfe-channels down): the frontpage works, the rail's box is empty.
  renderScreen(<FrontpagePage />, { path: '/', url: '/' });
  expect(await screen.findByText('Amazing play')).toBeTruthy();
  expect(screen.getByTestId('frontpage-rail').innerHTML).toBe('');
});

test('a cold frontpage draws its first eight cards in the first render and the rest of the page right after, then Load more', async () => {
  const page = Array.from({ length: 24 }, (_, index) => sampleClip({ clipTitle: `Inlined ${index + 1}` }));
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ID;
  script.textContent = JSON.stringify({ frontpage: { sort: 'trending', period: '7d', clipList: page, nextCursor: 'page2' } });
  document.head.append(script);
  resetFirstData();
  try {
    renderScreen(<FrontpagePage />, { path: '/', url: '/' });
    // The first render: two rows of four, and no Load more yet (the other cards would push it down).
    expect(screen.getAllByTestId('clip-card')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('clip-card')).toHaveLength(24));
    expect(screen.getAllByTestId('clip-card').map((card) => card.querySelector('h3')?.textContent)).toEqual(page.map((clip) => clip.clipTitle));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  } finally {
    script.remove();
    resetFirstData();
  }
});

test('the category chips (pressed state, keyboard) filter the listing and keep ?category= in the address; cards link their category', async () => {
  const craft = sampleClip({ clipTitle: 'Creeper ambush', category: { categoryId: 2, slug: 'minecraft', nameEn: 'Minecraft', nameJa: 'Minecraft', twitchGameId: '27471' } });
  const talk = sampleClip({ clipTitle: 'Just talking', category: null });
  api.server.on(listing, (call) => {
    const body = call.body as { categorySlug?: string };
    return { json: { isSuccessful: true, clipList: body.categorySlug === 'minecraft' ? [craft] : [craft, talk], nextCursor: null } };
  });
  renderScreen(<FrontpagePage />, { path: '/', url: '/?sort=new' });
  expect(await screen.findByText('Just talking')).toBeTruthy();
  const group = await screen.findByRole('group', { name: 'Filter by category' });
  const all = within(group).getByRole('button', { name: 'All categories' });
  const chip = within(group).getByRole('button', { name: 'Minecraft' });
  expect(all.getAttribute('aria-pressed')).toBe('true');
  expect(chip.getAttribute('aria-pressed')).toBe('false');
  // Only categories with clips are offered.
  expect(within(group).queryByRole('button', { name: 'Art' })).toBeNull();
  // The card names its category, a link to the category's page.
  const link = screen.getAllByRole('link', { name: 'Category: Minecraft' })[0];
  expect(link.getAttribute('href')).toBe('/category/minecraft');

  chip.focus();
  fireEvent.keyDown(chip, { key: 'Enter' });
  await waitFor(() => expect(listingCalls().at(-1)?.body).toMatchObject({ categorySlug: 'minecraft' }));
  expect(await screen.findByText('Creeper ambush')).toBeTruthy();
  expect(screen.queryByText('Just talking')).toBeNull();
  expect(listingCalls().at(-1)?.body).toMatchObject({ sort: 'new', categorySlug: 'minecraft' });
  expect(screen.getByTestId('location').textContent).toContain('category=minecraft');
  expect(within(group).getByRole('button', { name: 'Minecraft' }).getAttribute('aria-pressed')).toBe('true');

  fireEvent.click(within(group).getByRole('button', { name: 'All categories' }));
  expect(await screen.findByText('Just talking')).toBeTruthy();
  expect(screen.getByTestId('location').textContent).not.toContain('category=');
});

test('a shared address with a category shows that chip pressed, in Japanese names, and a category list that fails offers a retry (ja)', async () => {
  let fail = true;
  api.server.on(CATEGORIES, () =>
    fail ? { status: 503, json: { isSuccessful: false, errorCode: 'MAINTENANCE', message: 'down' } } : { json: { isSuccessful: true, categoryList: [minecraft, justChatting] } },
  );
  api.server.on(listing, () => ({ json: { isSuccessful: true, clipList: [], nextCursor: null } }));
  renderScreen(<FrontpagePage />, { path: '/', url: '/?category=just-chatting', language: 'ja' });
  expect(await screen.findByText('この期間にはこのカテゴリーのクリップがありません。別の期間かカテゴリーをお試しください。')).toBeTruthy();
  expect(await screen.findByText('カテゴリーを読み込めませんでした。')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: '再試行' }));
  const chip = await screen.findByRole('button', { name: '雑談' });
  expect(chip.getAttribute('aria-pressed')).toBe('true');
  expect(listingCalls()[0].body).toMatchObject({ categorySlug: 'just-chatting' });
});
