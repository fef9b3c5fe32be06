import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { ClipManagerPage } from './ClipManagerPage';

const api = setupFakeApi();
const PATH = '/streamer/clips';

async function signIn(streamerChannelLogin: string | null) {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: streamerChannelLogin !== null, streamerChannelLogin });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
}

const clips = [
  sampleClip({ internalClipId: 'clipaaa1', channelLogin: 'mychan', clipTitle: 'Old speedrun', createdAt: '2026-10-01T10:00:00.000Z', viewCount: 500, likeCount: 1 }),
  sampleClip({ internalClipId: 'clipbbb2', channelLogin: 'mychan', clipTitle: 'Boss fight', createdAt: '2026-11-01T10:00:00.000Z', viewCount: 5, likeCount: 90 }),
  sampleClip({ internalClipId: 'clipccc3', channelLogin: 'mychan', clipTitle: 'Broken encode', createdAt: '2026-11-10T10:00:00.000Z', status: 'failed', viewCount: 0, likeCount: 0, renditions: [] }),
];

function titles(): string[] {
  return screen.getAllByTestId('managed-clip').map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
}

test('signed out: asks to sign in and calls nothing', async () => {
  getSession().authLoaded();
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  expect(screen.getByRole('heading', { name: 'Clip manager: log in to continue' })).toBeTruthy();
  expect(api.server.calls).toHaveLength(0);
});

test('a user without a channel is sent to connections', async () => {
  await signIn(null);
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  expect(await screen.findByRole('heading', { name: 'Connect your channel first' })).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/clipManage/getChannelClips')).toBe(false);
});

test('a load failure offers a retry; an empty channel says so', async () => {
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', failWith('INTERNAL_ERROR'));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  expect(await screen.findByText('Your clips could not be loaded.')).toBeTruthy();
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: [], isTruncated: false } }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/Your channel has no clips yet/)).toBeTruthy();
});

test('lists, searches and sorts the clips with their encode status', async () => {
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: clips, isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  await screen.findByRole('table', { name: 'Clips of your channel' });
  expect(titles()).toEqual(['Broken encode', 'Boss fight', 'Old speedrun']);
  expect(screen.getByText('Encoding failed')).toBeTruthy();

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Most viewed' }));
  await waitFor(() => expect(titles()).toEqual(['Old speedrun', 'Boss fight', 'Broken encode']));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Most liked' }));
  await waitFor(() => expect(titles()).toEqual(['Boss fight', 'Old speedrun', 'Broken encode']));

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search clips' }), { target: { value: 'BOSS' } });
  expect(titles()).toEqual(['Boss fight']);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search clips' }), { target: { value: 'nothing like it' } });
  expect(screen.getByText('No clip matches “nothing like it”.')).toBeTruthy();
});

test('rename checks the 3 to 100 rule before calling, then saves', async () => {
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: clips, isTruncated: false } }));
  api.server.on('client/clipManage/renameClip', (call) => ({ json: { isSuccessful: true, ...(call.body as object) } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  fireEvent.click(await screen.findByRole('button', { name: 'Rename Boss fight' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename clip' });
  const field = within(dialog).getByRole('textbox', { name: 'Clip title' });
  fireEvent.change(field, { target: { value: 'ab' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
  expect(await within(dialog).findByText('Clip name cannot be less than 3 characters')).toBeTruthy();
  expect(api.server.calls.some((call) => call.path === 'client/clipManage/renameClip')).toBe(false);
  fireEvent.change(field, { target: { value: 'Final boss fight' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
  await waitFor(() => expect(shownNotifications()).toContain('Clip renamed successfully'));
  expect(api.server.calls.find((call) => call.path === 'client/clipManage/renameClip')?.body).toEqual({ internalClipId: 'clipbbb2', clipTitle: 'Final boss fight' });
  expect(screen.getByText('Final boss fight')).toBeTruthy();
});

test('deletes one clip after confirming, and bulk deletes the selection listing the failures', async () => {
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: clips, isTruncated: false } }));
  api.server.on('client/clipManage/deleteClip', (call) => {
    const id = (call.body as { internalClipId: string }).internalClipId;
    if (id === 'clipaaa1') return { status: 403, json: { isSuccessful: false, errorCode: 'FORBIDDEN', message: 'x' } };
    return { json: { isSuccessful: true, internalClipId: id } };
  });
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });

  fireEvent.click(await screen.findByRole('button', { name: 'Delete Broken encode' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this clip?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(titles()).toEqual(['Boss fight', 'Old speedrun']));

  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all listed clips' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
  const bulk = await screen.findByRole('dialog', { name: 'Delete 2 clips?' });
  fireEvent.click(within(bulk).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('These clips could not be deleted:')).toBeTruthy();
  expect(screen.getByText(/Old speedrun: You are not allowed to do that\./)).toBeTruthy();
  expect(titles()).toEqual(['Old speedrun']);
  expect(shownNotifications()).toContain('Deleted 1 clip');
  expect(api.server.calls.filter((call) => call.path === 'client/clipManage/deleteClip').map((call) => (call.body as { internalClipId: string }).internalClipId)).toEqual([
    'clipccc3',
    'clipbbb2',
    'clipaaa1',
  ]);
});

test('a clip under a legal hold is not deleted: the refusal says why, alone and in a bulk delete', async () => {
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: clips, isTruncated: false } }));
  api.server.on('client/clipManage/deleteClip', (call) => {
    const id = (call.body as { internalClipId: string }).internalClipId;
    if (id === 'clipbbb2') return { status: 409, json: { isSuccessful: false, errorCode: 'LEGAL_HOLD', message: 'x' } };
    return { json: { isSuccessful: true, internalClipId: id } };
  });
  const held = 'This is under a legal hold: it cannot be deleted until a moderator lifts the hold.';
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });

  fireEvent.click(await screen.findByRole('button', { name: 'Delete Boss fight' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this clip?' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(shownNotifications()).toContain(held));
  expect(titles()).toEqual(['Broken encode', 'Boss fight', 'Old speedrun']);
  expect(shownNotifications()).not.toContain('Clip deleted');

  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all listed clips' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete selected (3)' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete 3 clips?' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('These clips could not be deleted:')).toBeTruthy();
  expect(screen.getByText(`Boss fight: ${held}`)).toBeTruthy();
  expect(titles()).toEqual(['Boss fight']);
});

test('in Japanese, the legal hold refusal reads in Japanese', async () => {
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: clips, isTruncated: false } }));
  api.server.on('client/clipManage/deleteClip', () => ({ status: 409, json: { isSuccessful: false, errorCode: 'LEGAL_HOLD', message: 'x' } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH, language: 'ja' });
  fireEvent.click(await screen.findByRole('button', { name: 'Boss fight を削除' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'このクリップを削除しますか？' })).getByRole('button', { name: '削除' }));
  await waitFor(() => expect(shownNotifications()).toContain('これは法的な保全の対象です。モデレーターが保全を解除するまで削除できません。'));
  expect(titles()).toHaveLength(3);
});

/** A window `width` pixels wide as far as CSS media queries go (jsdom has no matchMedia). */
function mockViewport(width: number) {
  const evaluate = (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = jest.fn(
    (query: string) =>
      ({
        media: query,
        matches: evaluate(query),
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => true,
      }) as unknown as MediaQueryList,
  );
}
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('on a phone (390 px) each clip is a card with its status, date and counts, and Rename and Delete named for it', async () => {
  mockViewport(390);
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: clips, isTruncated: false } }));
  api.server.on('client/clipManage/renameClip', (call) => ({ json: { isSuccessful: true, ...(call.body as object) } }));
  api.server.on('client/clipManage/deleteClip', (call) => ({ json: { isSuccessful: true, internalClipId: (call.body as { internalClipId: string }).internalClipId } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });

  const cards = await screen.findByRole('list', { name: 'Clips of your channel' });
  // No table to scroll sideways: the status and the actions are on every card.
  expect(screen.queryByRole('table')).toBeNull();
  const broken = within(cards).getByRole('article', { name: 'Broken encode' });
  expect(within(broken).getByText('Encoding failed')).toBeTruthy();
  expect(within(broken).getByText(/0 views · 0 likes/)).toBeTruthy();
  const boss = within(cards).getByRole('article', { name: 'Boss fight' });
  expect(within(boss).getByText(/5 views · 90 likes/)).toBeTruthy();
  expect(within(boss).getByRole('link', { name: 'Boss fight' }).getAttribute('href')).toBe('/mychan/clip/clipbbb2');

  fireEvent.click(within(boss).getByRole('button', { name: 'Rename Boss fight' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename clip' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Clip title' }), { target: { value: 'Final boss fight' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
  expect(await within(cards).findByRole('article', { name: 'Final boss fight' })).toBeTruthy();

  fireEvent.click(within(broken).getByRole('button', { name: 'Delete Broken encode' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this clip?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getAllByTestId('managed-clip')).toHaveLength(2));

  // Selecting works on cards too: all listed, then the bulk delete names the count.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all listed clips' }));
  expect(screen.getByRole('button', { name: 'Delete selected (2)' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Select Old speedrun' })).toHaveProperty('checked', true);
});

test('a clip with no thumbnail to show (rejected, still encoding, failed, or its file missing) gets a placeholder, never a broken image', async () => {
  await signIn('mychan');
  const withThumbnails = { thumbnailFormats: ['webp' as const] };
  api.server.on('client/clipManage/getChannelClips', () => ({
    json: {
      isSuccessful: true,
      isTruncated: false,
      clipList: [
        // A rejected clip keeps its thumbnail formats in the answer, but its media was removed with the decision.
        sampleClip({ internalClipId: 'clipddd4', channelLogin: 'mychan', clipTitle: 'Turned down', status: 'rejected', ...withThumbnails }),
        sampleClip({ internalClipId: 'clipeee5', channelLogin: 'mychan', clipTitle: 'Still encoding', status: 'processing', renditions: [], thumbnailFormats: [] }),
        sampleClip({ internalClipId: 'clipfff6', channelLogin: 'mychan', clipTitle: 'Never encoded', status: 'failed', renditions: [], thumbnailFormats: [] }),
        sampleClip({ internalClipId: 'clipggg7', channelLogin: 'mychan', clipTitle: 'Missing file', ...withThumbnails }),
      ],
    },
  }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  await screen.findByRole('table', { name: 'Clips of your channel' });
  const row = (title: string) => screen.getAllByTestId('managed-clip').find((r) => r.textContent?.includes(title))!;
  const placeholderOf = (title: string) => within(row(title)).queryByTestId('thumbnail-placeholder');

  expect(within(row('Turned down')).queryByRole('img')).toBeNull();
  expect(placeholderOf('Turned down')?.getAttribute('data-status')).toBe('rejected');
  expect(placeholderOf('Still encoding')?.getAttribute('data-status')).toBe('processing');
  expect(placeholderOf('Never encoded')?.getAttribute('data-status')).toBe('failed');

  // A published clip's thumbnail is asked for; when the file does not load, the placeholder takes its place.
  const image = within(row('Missing file')).getByRole('img', { name: 'Thumbnail of Missing file' });
  expect(image.getAttribute('src')).toMatch(/clips\/mychan\/clipggg7\.webp/);
  fireEvent.error(image);
  expect(within(row('Missing file')).queryByRole('img')).toBeNull();
  expect(placeholderOf('Missing file')?.getAttribute('data-status')).toBe('ready');
});

const moderated = [
  sampleClip({ internalClipId: 'clipmod1', channelLogin: 'mychan', clipTitle: 'Hidden moment', visibility: 'hidden' }),
  sampleClip({ internalClipId: 'clipmod2', channelLogin: 'mychan', clipTitle: 'Unlisted moment', visibility: 'unlisted' }),
  sampleClip({ internalClipId: 'clipmod3', channelLogin: 'mychan', clipTitle: 'Public moment' }),
];

test('a clip a moderator unlisted or hid says so beside its status (issue 22 item 2); a public one says nothing more', async () => {
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: moderated, isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  await screen.findByRole('table', { name: 'Clips of your channel' });
  const row = (title: string) => screen.getAllByTestId('managed-clip').find((r) => r.textContent?.includes(title))!;
  expect(within(row('Hidden moment')).getByTestId('clip-visibility').textContent).toBe('Hidden');
  expect(within(row('Unlisted moment')).getByTestId('clip-visibility').textContent).toBe('Unlisted');
  expect(within(row('Public moment')).queryByTestId('clip-visibility')).toBeNull();
  expect(within(row('Hidden moment')).getByText('Published')).toBeTruthy();
});

test('on a phone, in Japanese, the cards say 非表示 and 限定公開', async () => {
  mockViewport(390);
  await signIn('mychan');
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: moderated, isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH, language: 'ja' });
  const cards = await screen.findByRole('list');
  expect(within(within(cards).getByRole('article', { name: 'Hidden moment' })).getByTestId('clip-visibility').textContent).toBe('非表示');
  expect(within(within(cards).getByRole('article', { name: 'Unlisted moment' })).getByTestId('clip-visibility').textContent).toBe('限定公開');
  expect(within(within(cards).getByRole('article', { name: 'Public moment' })).queryByTestId('clip-visibility')).toBeNull();
});
