import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/shared/testing';
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
  expect(screen.getByRole('heading', { name: 'Clip manager: sign in to continue' })).toBeTruthy();
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
  await waitFor(() => expect(shownNotifications()).toContain('Clip renamed'));
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
