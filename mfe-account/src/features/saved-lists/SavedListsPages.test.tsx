import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type SavedList } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { ListPage } from './ListPage';
import { ListsPage } from './ListsPage';

const api = setupFakeApi();
const LISTS = 'client/savedLists/getMyLists';
const CLIPS = 'client/savedLists/getListClips';
const SET = 'client/savedLists/setListClip';
const MOVE = 'client/savedLists/moveListClip';

const saved: SavedList = { listId: 'saved', name: null, isBuiltIn: true, clipCount: 0, hasClip: false };
const speedruns: SavedList = { listId: 'list1speed', name: 'Speedruns', isBuiltIn: false, clipCount: 2, hasClip: false };

async function signIn() {
  serveSignedInBasics(api.server, { username: 'taro', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

const bodiesOf = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);
// Mounted as the shell mounts the account's screens: under its `/account/*` route.
const listPage = (listId: string) => renderScreen(<ListPage />, { path: '/account/*', url: `/account/lists/${listId}` });

test('signed out: both pages ask to log in and ask nothing of the server', () => {
  getSession().authLoaded();
  renderScreen(<ListsPage />, { path: '/account/lists', url: '/account/lists' });
  expect(screen.getByRole('heading', { name: 'Log in to see your lists' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  expect(api.server.calls.some((call) => call.path.startsWith('client/savedLists/'))).toBe(false);
});

test('the lists page shows "Saved" first, then named lists, with counts, each linking to its own page', async () => {
  await signIn();
  api.server.on(LISTS, () => ({ json: { isSuccessful: true, lists: [{ ...saved, clipCount: 1 }, speedruns], maxLists: 50, maxClipsPerList: 500 } }));
  renderScreen(<ListsPage />, { path: '/account/lists', url: '/account/lists' });
  const list = await screen.findByRole('list', { name: 'Your lists' });
  const links = within(list).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Saved1 clip', '/account/lists/saved'],
    ['Speedruns2 clips', '/account/lists/list1speed'],
  ]);
});

test('the lists page says when the lists could not be loaded, and Try again loads them', async () => {
  await signIn();
  api.server.on(LISTS, failWith('INTERNAL_ERROR'));
  renderScreen(<ListsPage />, { path: '/account/lists', url: '/account/lists' });
  expect(await screen.findByText(/Your lists could not be loaded\./)).toBeTruthy();
  api.server.on(LISTS, () => ({ json: { isSuccessful: true, lists: [saved], maxLists: 50, maxClipsPerList: 500 } }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /Saved/ })).toBeTruthy();
});

test('an empty "Saved" says nothing is saved yet, and offers no rename or delete', async () => {
  await signIn();
  api.server.on(CLIPS, () => ({ json: { isSuccessful: true, list: saved, clipList: [], nextCursor: null } }));
  listPage('saved');
  expect(await screen.findByRole('heading', { name: 'Saved' })).toBeTruthy();
  expect(screen.getByText(/Nothing saved yet\./)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Rename list' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete list' })).toBeNull();
  expect(bodiesOf(CLIPS)).toEqual([{ listId: 'saved' }]);
});

test('a list shows its clips as cards; Remove takes one out at once, and puts it back when the server refuses', async () => {
  await signIn();
  const first = sampleClip({ clipTitle: 'Any% in 12 minutes' });
  const second = sampleClip({ clipTitle: 'Glitchless run' });
  api.server.on(CLIPS, () => ({ json: { isSuccessful: true, list: speedruns, clipList: [first, second], nextCursor: null } }));
  api.server.on(SET, () => ({ json: { isSuccessful: true, listId: 'list1speed', internalClipId: first.internalClipId, isSaved: false, clipCount: 1 } }));
  listPage('list1speed');
  const grid = await screen.findByRole('list', { name: 'Clips in Speedruns' });
  expect(within(grid).getByText('Any% in 12 minutes')).toBeTruthy();
  fireEvent.click(within(grid).getByRole('button', { name: 'Remove from list: “Any% in 12 minutes”' }));
  await waitFor(() => expect(within(grid).queryByText('Any% in 12 minutes')).toBeNull());
  await waitFor(() => expect(shownNotifications()).toContain('Removed from Speedruns'));
  expect(bodiesOf(SET)).toEqual([{ listId: 'list1speed', internalClipId: first.internalClipId, isSaved: false }]);
  expect(screen.getByText(/^1 clip ·/)).toBeTruthy();

  api.server.on(SET, failWith('INTERNAL_ERROR'));
  fireEvent.click(within(grid).getByRole('button', { name: 'Remove from list: “Glitchless run”' }));
  await waitFor(() => expect(shownNotifications().some((m) => m.startsWith('The clip could not be removed.'))).toBe(true));
  expect(within(grid).getByText('Glitchless run')).toBeTruthy();
});

test('New list on the lists page makes a named list and opens it; a name taken is said, and nothing is made', async () => {
  await signIn();
  api.server.on(LISTS, () => ({ json: { isSuccessful: true, lists: [saved], maxLists: 50, maxClipsPerList: 500 } }));
  api.server.on('client/savedLists/createList', failWith('LIST_NAME_TAKEN', 409));
  renderScreen(<ListsPage />, { path: '/account/lists', url: '/account/lists' });
  await screen.findByRole('list', { name: 'Your lists' });

  fireEvent.click(screen.getByRole('button', { name: 'New list' }));
  let dialog = await screen.findByRole('dialog', { name: 'New list' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('Give the list a name of 1 to 60 characters.')).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' Speedruns ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(shownNotifications().some((message) => message.startsWith('The list could not be created.'))).toBe(true));
  expect(screen.getByTestId('location').textContent).toBe('/account/lists');

  api.server.on('client/savedLists/createList', () => ({ json: { isSuccessful: true, list: { ...speedruns, clipCount: 0 } } }));
  fireEvent.click(screen.getByRole('button', { name: 'New list' }));
  dialog = await screen.findByRole('dialog', { name: 'New list' });
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Speedruns' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/lists/list1speed'));
  expect(shownNotifications()).toContain('List “Speedruns” created');
  expect(bodiesOf('client/savedLists/createList')).toEqual([{ name: 'Speedruns' }, { name: 'Speedruns' }]);
});

test('a named list can be renamed, and deleted after a confirmation, which returns to the lists', async () => {
  await signIn();
  api.server.on(CLIPS, () => ({ json: { isSuccessful: true, list: speedruns, clipList: [], nextCursor: null } }));
  api.server.on('client/savedLists/renameList', () => ({ json: { isSuccessful: true, list: { ...speedruns, name: 'Any% runs' } } }));
  api.server.on('client/savedLists/deleteList', () => ({ json: { isSuccessful: true, listId: 'list1speed' } }));
  listPage('list1speed');
  expect(await screen.findByText(/This list is empty\./)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Rename list' }));
  let dialog = await screen.findByRole('dialog', { name: 'Rename list' });
  const field = within(dialog).getByRole('textbox');
  fireEvent.change(field, { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rename list' }));
  expect(await within(dialog).findByText('Give the list a name of 1 to 60 characters.')).toBeTruthy();
  fireEvent.change(field, { target: { value: ' Any% runs ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rename list' }));
  expect(await screen.findByRole('heading', { name: 'Any% runs' })).toBeTruthy();
  expect(bodiesOf('client/savedLists/renameList')).toEqual([{ listId: 'list1speed', name: 'Any% runs' }]);

  fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
  dialog = await screen.findByRole('dialog', { name: 'Delete “Any% runs”?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete list' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/lists'));
  expect(bodiesOf('client/savedLists/deleteList')).toEqual([{ listId: 'list1speed' }]);
});

test('a list that is not the person’s says it does not exist, with the way back to the lists', async () => {
  await signIn();
  api.server.on(CLIPS, failWith('LIST_NOT_FOUND', 404));
  listPage('someoneelses');
  expect(await screen.findByText(/This list does not exist \(any more\)\./)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All your lists' }).getAttribute('href')).toBe('/account/lists');
});

test('Move up / Move down reorder a list at once, send the clip’s new neighbour, announce it and keep the focus on the clip', async () => {
  await signIn();
  const [a, b, c] = [sampleClip({ clipTitle: 'Alpha' }), sampleClip({ clipTitle: 'Bravo' }), sampleClip({ clipTitle: 'Charlie' })];
  api.server.on(CLIPS, () => ({ json: { isSuccessful: true, list: { ...speedruns, clipCount: 3 }, clipList: [a, b, c], nextCursor: null } }));
  api.server.on(MOVE, ({ body }) => ({ json: { isSuccessful: true, ...(body as object) } }));
  listPage('list1speed');
  const grid = await screen.findByRole('list', { name: 'Clips in Speedruns' });
  const titles = () => within(grid).getAllByTestId('list-clip').map((li) => li.querySelector('h3')?.textContent);
  // Found by their accessible names' attribute: role queries over a grid of cards are slow enough to hold up the calls.
  const button = (name: string) => grid.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
  expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  expect(button('Move up: “Alpha”').hasAttribute('disabled')).toBe(true);
  expect(button('Move down: “Charlie”').hasAttribute('disabled')).toBe(true);

  const down = button('Move down: “Alpha”');
  down.focus();
  fireEvent.click(down);
  expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  expect(screen.getByTestId('list-announcer').textContent).toBe('“Alpha” moved to position 2 of 3');
  await waitFor(() => expect(document.activeElement).toBe(button('Move down: “Alpha”')));

  fireEvent.click(button('Move up: “Charlie”'));
  expect(titles()).toEqual(['Bravo', 'Charlie', 'Alpha']);
  fireEvent.click(button('Move up: “Charlie”'));
  expect(titles()).toEqual(['Charlie', 'Bravo', 'Alpha']);
  // At the top its Move up is disabled: the focus goes to its Move down, on the same card.
  await waitFor(() => expect(document.activeElement).toBe(button('Move down: “Charlie”')));
  await waitFor(() => expect(bodiesOf(MOVE)).toHaveLength(3));
  expect(bodiesOf(MOVE)).toEqual([
    { listId: 'list1speed', internalClipId: a.internalClipId, afterClipId: b.internalClipId },
    { listId: 'list1speed', internalClipId: c.internalClipId, afterClipId: b.internalClipId },
    { listId: 'list1speed', internalClipId: c.internalClipId, afterClipId: null },
  ]);
});

test('a refused move says why and shows the list as the server has it', async () => {
  await signIn();
  const [a, b] = [sampleClip({ clipTitle: 'Alpha' }), sampleClip({ clipTitle: 'Bravo' })];
  api.server.on(CLIPS, () => ({ json: { isSuccessful: true, list: speedruns, clipList: [a, b], nextCursor: null } }));
  api.server.on(MOVE, failWith('RATE_LIMITED', 429));
  listPage('list1speed');
  const grid = await screen.findByRole('list', { name: 'Clips in Speedruns' });
  fireEvent.click(within(grid).getByRole('button', { name: 'Move up: “Bravo”' }));
  await waitFor(() => expect(shownNotifications().some((m) => m.startsWith('The clip could not be moved.'))).toBe(true));
  const titles = () => screen.getAllByTestId('list-clip').map((li) => li.querySelector('h3')?.textContent);
  await waitFor(() => expect(titles()).toEqual(['Alpha', 'Bravo']));
  expect(bodiesOf(CLIPS)).toHaveLength(2);
});

test('dragging a card onto another card’s place moves it there', async () => {
  await signIn();
  const [a, b, c] = [sampleClip({ clipTitle: 'Alpha' }), sampleClip({ clipTitle: 'Bravo' }), sampleClip({ clipTitle: 'Charlie' })];
  api.server.on(CLIPS, () => ({ json: { isSuccessful: true, list: speedruns, clipList: [a, b, c], nextCursor: null } }));
  api.server.on(MOVE, ({ body }) => ({ json: { isSuccessful: true, ...(body as object) } }));
  listPage('list1speed');
  const grid = await screen.findByRole('list', { name: 'Clips in Speedruns' });
  const cards = within(grid).getAllByTestId('list-clip');
  const dataTransfer = { setData: () => undefined, effectAllowed: '' };
  fireEvent.dragStart(cards[2], { dataTransfer });
  fireEvent.dragOver(cards[0], { dataTransfer });
  fireEvent.drop(cards[0], { dataTransfer });
  expect(within(grid).getAllByTestId('list-clip').map((li) => li.querySelector('h3')?.textContent)).toEqual(['Charlie', 'Alpha', 'Bravo']);
  await waitFor(() => expect(bodiesOf(MOVE)).toEqual([{ listId: 'list1speed', internalClipId: c.internalClipId, afterClipId: null }]));
});
