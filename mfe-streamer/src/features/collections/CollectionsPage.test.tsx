import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { CollectionsPage } from './CollectionsPage';

/** Issue 23 item 5 (ADR 0148): the streamer's collections studio. */
const api = setupFakeApi();
const ok = (json: object) => ({ json: { isSuccessful: true, ...json } });
const bodies = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

const a = sampleClip({ internalClipId: 'clipAAAA01', channelLogin: 'speedrun_sam', clipTitle: 'Alpha run' });
const b = sampleClip({ internalClipId: 'clipBBBB02', channelLogin: 'speedrun_sam', clipTitle: 'Beta run' });
const c = sampleClip({ internalClipId: 'clipCCCC03', channelLogin: 'speedrun_sam', clipTitle: 'Gamma run', visibility: 'hidden' });

function detail(clipList = [a, b, c], change: object = {}) {
  return {
    collectionId: 'colAbc123',
    channelLogin: 'speedrun_sam',
    channelDisplayName: 'Speedrun Sam',
    titleEn: 'Best runs',
    titleJa: 'ベストラン',
    clipCount: clipList.length,
    cover: clipList[0] ?? null,
    coverClipId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    clipList,
    ...change,
  };
}

async function signIn(isStreamer = true) {
  serveSignedInBasics(api.server, { username: 'sam', firebaseUid: 's1', isStreamer, streamerChannelLogin: isStreamer ? 'speedrun_sam' : null });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
}

const titlesInOrder = () => screen.getAllByTestId('collection-clip-title').map((el) => el.textContent);

test('lists the collections and makes a new one with both titles', async () => {
  await signIn();
  api.server.on('client/collections/getMyCollections', () => ok({ collectionList: [detail()], maxCount: 50, maxClipCount: 200 }));
  api.server.on('client/collections/createCollection', (call) => ok({ collection: detail([], { collectionId: 'colNew999', ...(call.body as object) }) }));
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections' });
  expect(await screen.findByRole('heading', { name: 'Your collections (1 of 50)' })).toBeTruthy();
  const row = screen.getByTestId('studio-collection');
  expect(row.textContent).toContain('Best runs');
  expect(row.textContent).toContain('ベストラン');
  expect(row.textContent).toContain('3 clips');
  expect(within(row).getByRole('link', { name: 'Open “Best runs”' }).getAttribute('href')).toBe('/streamer/collections?open=colAbc123');

  fireEvent.click(screen.getByRole('button', { name: 'New collection' }));
  const dialog = await screen.findByRole('dialog', { name: 'New collection' });
  const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Title in Japanese'), { target: { value: '  名場面集 ' } });
  fireEvent.click(save);
  await waitFor(() => expect(screen.getAllByTestId('studio-collection')).toHaveLength(2));
  expect(bodies('client/collections/createCollection')).toEqual([{ titleEn: '', titleJa: '名場面集' }]);
  expect(shownNotifications()).toContain('Collection “名場面集” made');
});

test('asks before deleting a collection, then takes it off the list', async () => {
  await signIn();
  api.server.on('client/collections/getMyCollections', () => ok({ collectionList: [detail()], maxCount: 50, maxClipCount: 200 }));
  api.server.on('client/collections/deleteCollection', () => ok({ collectionId: 'colAbc123' }));
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections' });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete “Best runs”' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete “Best runs”?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No collections yet. Make one, then add clips to it.')).toBeTruthy();
  expect(bodies('client/collections/deleteCollection')).toEqual([{ collectionId: 'colAbc123' }]);
});

test('a failed read offers to try again', async () => {
  await signIn();
  let fail = true;
  api.server.on('client/collections/getMyCollections', () =>
    fail ? { status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } } : ok({ collectionList: [], maxCount: 50, maxClipCount: 200 }),
  );
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections' });
  const retry = await screen.findByRole('button', { name: 'Try again' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByText('No collections yet. Make one, then add clips to it.')).toBeTruthy();
});

test('reorders with Move up / Move down, announces the move and keeps the focus on the button pressed', async () => {
  await signIn();
  api.server.on('client/collections/getMyCollection', () => ok({ collection: detail() }));
  api.server.on('client/collections/moveCollectionClip', (call) => {
    const { internalClipId, toIndex } = call.body as { internalClipId: string; toIndex: number };
    const order = [a, b, c].filter((x) => x.internalClipId !== internalClipId);
    order.splice(toIndex, 0, [a, b, c].find((x) => x.internalClipId === internalClipId)!);
    return ok({ collection: detail(order) });
  });
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections?open=colAbc123' });
  await screen.findByTestId('collection-editor-title');
  expect(titlesInOrder()).toEqual(['Alpha run', 'Beta run', 'Gamma run']);
  // The hidden clip stays in the streamer's list, marked.
  expect(screen.getAllByTestId('collection-clip')[2].textContent).toContain('Not shown to visitors');
  expect((screen.getByRole('button', { name: 'Move up: “Alpha run”' }) as HTMLButtonElement).disabled).toBe(true);

  const down = screen.getByRole('button', { name: 'Move down: “Alpha run”' });
  act(() => down.focus());
  fireEvent.click(down);
  expect(titlesInOrder()).toEqual(['Beta run', 'Alpha run', 'Gamma run']);
  expect(screen.getByTestId('collection-announcer').textContent).toBe('“Alpha run” moved to position 2 of 3');
  await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move down: “Alpha run”'));
  await waitFor(() => expect(bodies('client/collections/moveCollectionClip')).toEqual([{ collectionId: 'colAbc123', internalClipId: 'clipAAAA01', toIndex: 1 }]));
});

test('sets the cover, removes a clip and adds clips from the picker of ready clips not in it', async () => {
  await signIn();
  const d = sampleClip({ internalClipId: 'clipDDDD04', channelLogin: 'speedrun_sam', clipTitle: 'Delta run' });
  const waiting = sampleClip({ internalClipId: 'clipEEEE05', channelLogin: 'speedrun_sam', clipTitle: 'Still encoding', status: 'processing' });
  api.server.on('client/collections/getMyCollection', () => ok({ collection: detail([a, b]) }));
  api.server.on('client/collections/setCollectionCover', () => ok({ collection: detail([a, b], { cover: b, coverClipId: b.internalClipId }) }));
  api.server.on('client/collections/removeCollectionClip', () => ok({ collection: detail([b], { cover: b, coverClipId: b.internalClipId }) }));
  api.server.on('client/clipManage/getChannelClips', () => ok({ clipList: [d, waiting, a, b], isTruncated: false }));
  api.server.on('client/collections/addCollectionClips', () => ok({ collection: detail([b, d]) }));
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections?open=colAbc123' });

  fireEvent.click(await screen.findByRole('button', { name: 'Set as cover: “Beta run”' }));
  await waitFor(() => expect(within(screen.getAllByTestId('collection-clip')[1]).getByText('Cover')).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: 'Remove “Alpha run” from the collection' }));
  await waitFor(() => expect(titlesInOrder()).toEqual(['Beta run']));

  fireEvent.click(screen.getByRole('button', { name: 'Add clips' }));
  const picker = await screen.findByRole('dialog', { name: 'Add clips to “Best runs”' });
  // Only ready clips not in the collection: Delta and Alpha (just removed); not the one still encoding, not Beta (in it).
  await within(picker).findByRole('checkbox', { name: /Delta run/ });
  expect(within(picker).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Delta run', 'Alpha run']);
  fireEvent.click(within(picker).getByRole('checkbox', { name: /Delta run/ }));
  fireEvent.click(within(picker).getByRole('button', { name: 'Add 1 clip' }));
  await waitFor(() => expect(titlesInOrder()).toEqual(['Beta run', 'Delta run']));
  expect(bodies('client/collections/addCollectionClips')).toEqual([{ collectionId: 'colAbc123', internalClipIdList: ['clipDDDD04'] }]);
});

test('a collection that is gone says so, with the way back to the list', async () => {
  await signIn();
  api.server.on('client/collections/getMyCollection', () => ({ status: 404, json: { isSuccessful: false, errorCode: 'COLLECTION_NOT_FOUND', message: 'no' } }));
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections?open=gone12345' });
  expect(await screen.findByText('This collection does not exist any more.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All collections' }).getAttribute('href')).toBe('/streamer/collections');
});

test('reads in Japanese', async () => {
  await signIn();
  api.server.on('client/collections/getMyCollections', () => ok({ collectionList: [detail()], maxCount: 50, maxClipCount: 200 }));
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections', language: 'ja' });
  expect(await screen.findByRole('heading', { name: 'あなたのコレクション（1 / 50）' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '「ベストラン」を開く' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '新しいコレクション' })).toBeTruthy();
});

test('asks a signed-out visitor to sign in', async () => {
  getSession().authLoaded();
  renderScreen(<CollectionsPage />, { path: '/streamer/collections', url: '/streamer/collections' });
  expect(await screen.findByRole('link', { name: /log in|sign in/i })).toBeTruthy();
});
