import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type Clip } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { ClipManagerPage } from '../clip-manager';

const api = setupFakeApi();
const PATH = '/streamer/clips';
const MINE = 'client/collections/getMyCollections';
const ADD = 'client/collections/addCollectionClips';
const REMOVE = 'client/collections/removeCollectionClip';
const CREATE = 'client/collections/createCollection';

const ready = sampleClip({ internalClipId: 'clipaaa1', channelLogin: 'mychan', clipTitle: 'Boss fight' });
const encoding = sampleClip({ internalClipId: 'clipbbb2', channelLogin: 'mychan', clipTitle: 'Still encoding', status: 'processing', renditions: [] });

function collection(collectionId: string, titleEn: string, titleJa: string, clipList: Clip[] = []) {
  return {
    collectionId,
    channelLogin: 'mychan',
    channelDisplayName: 'My Chan',
    titleEn,
    titleJa,
    clipCount: clipList.length,
    cover: clipList[0] ?? null,
    coverClipId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    clipList,
  };
}
const best = collection('colBest01', 'Best runs', 'ベストラン', [ready]);
const fails = collection('colFail01', 'Fails', '');

const bodiesOf = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

async function open(title = 'Boss fight') {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: [ready, encoding], isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  const action = await screen.findByRole('button', { name: `Add to collection: “${title}”` });
  action.focus();
  fireEvent.click(action);
  return { action, dialog: await screen.findByRole('dialog', { name: `Collections for “${title}”` }) };
}

test('only a ready clip offers Add to collection', async () => {
  await open();
  expect(screen.queryByRole('button', { name: 'Add to collection: “Still encoding”' })).toBeNull();
});

test('lists the collections ticked where the clip is; ticking adds, unticking removes; focus returns to the action', async () => {
  api.server.on(MINE, () => ({ json: { isSuccessful: true, collectionList: [best, fails], maxCount: 50, maxClipCount: 200, collectionIdsWithClip: ['colBest01'] } }));
  api.server.on(ADD, () => ({ json: { isSuccessful: true, collection: { ...fails, clipList: [ready], clipCount: 1 } } }));
  api.server.on(REMOVE, () => ({ json: { isSuccessful: true, collection: { ...best, clipList: [], clipCount: 0 } } }));
  const { action, dialog } = await open();
  const bestBox = await within(dialog).findByRole('checkbox', { name: 'Best runs (1 clip)' });
  const failsBox = within(dialog).getByRole('checkbox', { name: 'Fails (0 clips)' });
  expect(bodiesOf(MINE)).toEqual([{ internalClipId: 'clipaaa1' }]);
  expect((bestBox as HTMLInputElement).checked).toBe(true);
  expect((failsBox as HTMLInputElement).checked).toBe(false);

  fireEvent.click(failsBox);
  expect((failsBox as HTMLInputElement).checked).toBe(true);
  await waitFor(() => expect(shownNotifications()).toContain('Added to “Fails”'));
  expect(bodiesOf(ADD)).toEqual([{ collectionId: 'colFail01', internalClipIdList: ['clipaaa1'] }]);
  expect(within(dialog).getByRole('checkbox', { name: 'Fails (1 clip)' })).toBeTruthy();

  fireEvent.click(bestBox);
  await waitFor(() => expect(shownNotifications()).toContain('Taken out of “Best runs”'));
  expect(bodiesOf(REMOVE)).toEqual([{ collectionId: 'colBest01', internalClipId: 'clipaaa1' }]);
  expect((within(dialog).getByRole('checkbox', { name: 'Best runs (0 clips)' }) as HTMLInputElement).checked).toBe(false);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(action));
});

test('a refused tick is put back with the reason: a full collection, a clip not ready', async () => {
  api.server.on(MINE, () => ({ json: { isSuccessful: true, collectionList: [best, fails], maxCount: 50, maxClipCount: 200, collectionIdsWithClip: [] } }));
  api.server.on(ADD, failWith('COLLECTION_FULL', 409));
  const { dialog } = await open();
  const failsBox = await within(dialog).findByRole('checkbox', { name: 'Fails (0 clips)' });
  fireEvent.click(failsBox);
  expect(await within(dialog).findByText('The clip could not be added to “Fails”: This collection is full (200 clips). Remove a clip before adding more.')).toBeTruthy();
  expect((failsBox as HTMLInputElement).checked).toBe(false);

  api.server.on(ADD, failWith('CLIP_NOT_READY', 409));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Best runs (1 clip)' }));
  expect(await within(dialog).findByText(/^The clip could not be added to “Best runs”: This clip is still being processed\./)).toBeTruthy();
  expect((within(dialog).getByRole('checkbox', { name: 'Best runs (1 clip)' }) as HTMLInputElement).checked).toBe(false);
});

test('New collection makes one titled in the studio’s language with the clip in it; no collections yet says so', async () => {
  api.server.on(MINE, () => ({ json: { isSuccessful: true, collectionList: [], maxCount: 50, maxClipCount: 200, collectionIdsWithClip: [] } }));
  const made = collection('colNew001', 'Highlights', '');
  api.server.on(CREATE, () => ({ json: { isSuccessful: true, collection: made } }));
  api.server.on(ADD, () => ({ json: { isSuccessful: true, collection: { ...made, clipList: [ready], clipCount: 1 } } }));
  const { dialog } = await open();
  expect(await within(dialog).findByText('You have no collections yet. Make the first one below.')).toBeTruthy();
  const create = within(dialog).getByRole('button', { name: 'Create and add' });
  expect(create.hasAttribute('disabled')).toBe(true);
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'New collection' }), { target: { value: '  Highlights ' } });
  fireEvent.click(create);
  await waitFor(() => expect(shownNotifications()).toContain('Collection “Highlights” made with this clip'));
  expect(bodiesOf(CREATE)).toEqual([{ titleEn: 'Highlights', titleJa: '' }]);
  expect(bodiesOf(ADD)).toEqual([{ collectionId: 'colNew001', internalClipIdList: ['clipaaa1'] }]);
  expect((within(dialog).getByRole('checkbox', { name: 'Highlights (1 clip)' }) as HTMLInputElement).checked).toBe(true);
});

test('a load failure says why and Try again reads the collections again', async () => {
  api.server.on(MINE, failWith('INTERNAL_ERROR'));
  const { dialog } = await open();
  expect(await within(dialog).findByText(/^Your collections could not be loaded:/)).toBeTruthy();
  api.server.on(MINE, () => ({ json: { isSuccessful: true, collectionList: [fails], maxCount: 50, maxClipCount: 200, collectionIdsWithClip: [] } }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByRole('checkbox', { name: 'Fails (0 clips)' })).toBeTruthy();
});
