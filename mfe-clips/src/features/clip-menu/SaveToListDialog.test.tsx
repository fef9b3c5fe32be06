import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, useSession, type SavedList } from '@clipyard/shared';
import { fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import { ClipMenu } from './ClipMenu';

const api = setupFakeApi();

const saved: SavedList = { listId: 'saved', name: null, isBuiltIn: true, clipCount: 3, hasClip: true };
const funny: SavedList = { listId: 'list1funny', name: 'Funny moments', isBuiltIn: false, clipCount: 1, hasClip: false };

async function signIn() {
  serveSignedInBasics(api.server, { username: 'viewerone', firebaseUid: 'u1', isStreamer: false, streamerChannelLogin: null });
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

function serveLists(lists: SavedList[] = [saved, funny]) {
  api.server.on('client/savedLists/getMyLists', () => ({ json: { isSuccessful: true, lists, maxLists: 50, maxClipsPerList: 500 } }));
}

function renderMenu() {
  renderScreen(<ClipMenu open onClose={() => undefined} internalClipId="clipabc123" channelLogin="mychannel" clipTitle="A great clip" />, { path: '/', url: '/' });
}

async function openSave() {
  fireEvent.click(screen.getByText('Save'));
  return screen.findByRole('dialog', { name: 'Save to…' });
}

const bodiesOf = (path: string) => api.server.calls.filter((call) => call.path === path).map((call) => call.body);

test('signed out, Save asks to sign in (Login goes to the login page) and calls nothing', async () => {
  // Known to be signed out: the session has loaded with nobody in it.
  getSession().authLoaded();
  renderMenu();
  fireEvent.click(screen.getByText('Save'));
  const dialog = await screen.findByRole('dialog', { name: 'Save' });
  expect(within(dialog).getByText('Sign in to save clips to your lists')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/login'));
  expect(api.server.calls.some((call) => call.path.startsWith('client/savedLists/'))).toBe(false);
});

test('a tap on Save while the session is still restoring waits for it: a signed-in person gets the lists, not "sign in"', async () => {
  useSession.setState({ loaded: false });
  serveLists();
  renderMenu();
  fireEvent.click(screen.getByText('Save'));
  // Nothing is said before the session is known (the tap's own work and renders flushed first).
  await act(async () => undefined);
  expect(screen.queryByRole('dialog', { name: 'Save' })).toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Save to…' })).toBeNull();
  await act(async () => {
    await signIn();
    getSession().authLoaded();
  });
  expect(await screen.findByRole('dialog', { name: 'Save to…' })).toBeTruthy();
  expect(screen.queryByText('Sign in to save clips to your lists')).toBeNull();
});

test('the lists are ticked where the clip is, "Saved" first; ticking saves at once, unticking takes it out', async () => {
  await signIn();
  serveLists();
  api.server.on('client/savedLists/setListClip', ({ body }) => ({ json: { isSuccessful: true, ...(body as object), clipCount: 2 } }));
  renderMenu();
  const dialog = await openSave();
  const savedBox = await within(dialog).findByRole('checkbox', { name: 'Saved' });
  const funnyBox = within(dialog).getByRole('checkbox', { name: 'Funny moments' });
  expect(within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Saved', 'Funny moments']);
  expect(bodiesOf('client/savedLists/getMyLists')).toEqual([{ internalClipId: 'clipabc123' }]);
  expect((savedBox as HTMLInputElement).checked).toBe(true);
  expect((funnyBox as HTMLInputElement).checked).toBe(false);

  fireEvent.click(funnyBox);
  // Shown at once, before the server answers.
  expect((funnyBox as HTMLInputElement).checked).toBe(true);
  fireEvent.click(savedBox);
  await waitFor(() =>
    expect(bodiesOf('client/savedLists/setListClip')).toEqual([
      { listId: 'list1funny', internalClipId: 'clipabc123', isSaved: true },
      { listId: 'saved', internalClipId: 'clipabc123', isSaved: false },
    ]),
  );
  await waitFor(() => expect((savedBox as HTMLInputElement).checked).toBe(false));
  expect((funnyBox as HTMLInputElement).checked).toBe(true);
  expect(within(dialog).queryByRole('alert')).toBeNull();
});

test('a refused change is taken back and says why', async () => {
  await signIn();
  serveLists();
  api.server.on('client/savedLists/setListClip', () => ({ status: 409, json: { isSuccessful: false, errorCode: 'LIST_FULL', message: 'full' } }));
  renderMenu();
  const dialog = await openSave();
  const funnyBox = await within(dialog).findByRole('checkbox', { name: 'Funny moments' });
  fireEvent.click(funnyBox);
  const alert = await within(dialog).findByRole('alert');
  expect(alert.textContent).toContain('That change was not saved.');
  expect(alert.textContent).toContain('This list is full (500 clips).');
  expect((funnyBox as HTMLInputElement).checked).toBe(false);
});

test('New list makes a list with the clip in it, shown ticked after "Saved"; a taken name is said under the field', async () => {
  await signIn();
  serveLists([{ ...saved, hasClip: false, clipCount: 0 }]);
  api.server.on('client/savedLists/createList', ({ body }) =>
    (body as { name: string }).name === 'Funny moments'
      ? { status: 409, json: { isSuccessful: false, errorCode: 'LIST_NAME_TAKEN', message: 'taken' } }
      : { json: { isSuccessful: true, list: { listId: 'list2speed', name: 'Speedruns', isBuiltIn: false, clipCount: 1, hasClip: false } } },
  );
  renderMenu();
  const dialog = await openSave();
  fireEvent.click(await within(dialog).findByRole('button', { name: 'New list' }));
  const field = within(dialog).getByRole('textbox', { name: 'List name' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('Give the list a name of 1 to 60 characters.')).toBeTruthy();
  fireEvent.change(field, { target: { value: 'Funny moments' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('You already have a list with this name.')).toBeTruthy();
  fireEvent.change(field, { target: { value: '  Speedruns ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  const speedruns = await within(dialog).findByRole('checkbox', { name: 'Speedruns' });
  expect((speedruns as HTMLInputElement).checked).toBe(true);
  expect(within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Saved', 'Speedruns']);
  expect(bodiesOf('client/savedLists/createList').at(-1)).toEqual({ name: 'Speedruns', internalClipId: 'clipabc123' });
  expect(within(dialog).queryByRole('textbox', { name: 'List name' })).toBeNull();
});

test('lists that fail to load say so with Retry, which loads them again', async () => {
  await signIn();
  api.server.on('client/savedLists/getMyLists', () => ({ status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } }));
  renderMenu();
  const dialog = await openSave();
  expect(await within(dialog).findByText(/Your lists could not be loaded\./)).toBeTruthy();
  serveLists();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByRole('checkbox', { name: 'Funny moments' })).toBeTruthy();
});
