import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { ClipManagerPage } from '../clip-manager';

/** Issue 23 item 1: a made clip cut again from the clip manager. The fake API stands in for the server. */
const api = setupFakeApi();
const PATH = '/streamer/clips';
const POLL_WAIT = { timeout: 5000 };

const boss = sampleClip({ internalClipId: 'clipbbb2', channelLogin: 'mychan', clipTitle: 'Boss fight', durationSeconds: 12, mediaVersion: 3, renditions: ['source'] });
const waiting = sampleClip({ internalClipId: 'clipccc3', channelLogin: 'mychan', clipTitle: 'Still encoding', status: 'processing', renditions: [] });
const calls = (path: string) => api.server.calls.filter((call) => call.path === path);

function encodeStatus(source: { state: string; progress: number; failureReason?: string | null }) {
  return { json: { isSuccessful: true, internalClipId: 'clipbbb2', status: 'ready', failureReason: null, tasks: [{ kind: 'source', failureReason: null, ...source }] } };
}

async function openTrim() {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  api.server.on('is-online', () => ({ json: { isSuccessful: true, isOnline: true, serverTime: new Date().toISOString(), clipTrim: { minSeconds: 5, maxSeconds: 60 } } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: [boss, waiting], isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  const [open] = await screen.findAllByRole('button', { name: 'Trim “Boss fight”' });
  // A clip without video has nothing to cut.
  expect(screen.queryByRole('button', { name: 'Trim “Still encoding”' })).toBeNull();
  fireEvent.click(open!);
  const dialog = await screen.findByRole('dialog', { name: 'Trim “Boss fight”' });
  const video = await within(dialog).findByLabelText<HTMLVideoElement>('The chosen video');
  // The clip's own video: its source rendition at its current version.
  expect(video.getAttribute('src')).toMatch(/clips\/mychan\/clipbbb2-source\.mp4\?version=3$/);
  Object.defineProperty(video, 'duration', { configurable: true, value: 12 });
  fireEvent.loadedMetadata(video);
  await waitFor(() => expect(within(dialog).getByTestId('trim-summary').textContent).toBe('From 0:00.00 to 0:12.00 · 12.00 s'));
  return dialog;
}

test('the streamer cuts the made clip to a part, follows the cut, and the list is read again once it plays', async () => {
  let cut = false;
  api.server.on('client/clipManage/trimClip', () => {
    cut = true;
    return { json: { isSuccessful: true, clip: boss, recutting: true } };
  });
  let progressed = 0;
  api.server.on('client/userSubmission/clipEncodeStatus', () => encodeStatus(++progressed < 2 ? { state: 'running', progress: 0.5 } : { state: 'done', progress: 1 }));
  const dialog = await openTrim();
  const save = within(dialog).getByRole('button', { name: 'Save the new cut' }) as HTMLButtonElement;
  // The whole video is no cut.
  expect(save.disabled).toBe(true);
  expect(within(dialog).getByText('Move the start or the end to cut the clip.')).toBeTruthy();
  const start = within(dialog).getByRole('slider', { name: 'Start of the clip' });
  fireEvent.keyDown(start, { key: 'ArrowRight', shiftKey: true });
  fireEvent.keyDown(start, { key: 'ArrowRight', shiftKey: true });
  const end = within(dialog).getByRole('slider', { name: 'End of the clip' });
  fireEvent.keyDown(end, { key: 'ArrowLeft', shiftKey: true });
  await waitFor(() => expect(within(dialog).getByTestId('trim-summary').textContent).toBe('From 0:02.00 to 0:11.00 · 9.00 s'));
  const listReads = calls('client/clipManage/getChannelClips').length;
  fireEvent.click(save);
  await waitFor(() => expect(cut).toBe(true));
  expect(calls('client/clipManage/trimClip').map((call) => call.body)).toEqual([{ internalClipId: 'clipbbb2', trim: { startSeconds: 2, endSeconds: 11 } }]);
  expect(await within(dialog).findByText('Cutting the clip… 50 %', {}, POLL_WAIT)).toBeTruthy();
  await waitFor(() => expect(shownNotifications()).toEqual(['Clip trimmed']), POLL_WAIT);
  await waitFor(() => expect(calls('client/clipManage/getChannelClips')).toHaveLength(listReads + 1));
  // Done: no second save, and the notice said once.
  expect(within(dialog).queryByRole('button', { name: 'Save the new cut' })).toBeNull();
  expect(shownNotifications()).toEqual(['Clip trimmed']);
});

test('a refused cut says why; a cut the workers could not make says so and can be tried again', async () => {
  let refusals = 0;
  api.server.on('client/clipManage/trimClip', () => (++refusals === 1 ? failWith('LEGAL_HOLD', 409)() : { json: { isSuccessful: true, clip: boss, recutting: true } }));
  api.server.on('client/userSubmission/clipEncodeStatus', () => encodeStatus({ state: 'failed', progress: 0, failureReason: 'The video could not be converted' }));
  const dialog = await openTrim();
  fireEvent.keyDown(within(dialog).getByRole('slider', { name: 'Start of the clip' }), { key: 'ArrowRight', shiftKey: true });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save the new cut' }));
  expect(await within(dialog).findByText(/legal hold/i)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save the new cut' }));
  expect(await within(dialog).findByText('The clip could not be cut: The video could not be converted', {}, POLL_WAIT)).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Save the new cut' })).toBeTruthy();
});
