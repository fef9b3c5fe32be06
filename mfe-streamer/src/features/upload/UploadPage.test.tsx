import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiCallsInFlight, getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, shownNotifications, setupFakeApi } from '@clipyard/testing';
import { ENCODE_POLL_MS } from './use-encode-status';
import { UploadPage } from './UploadPage';

const api = setupFakeApi();
afterEach(() => jest.useRealTimers());

/**
 * The encode is polled every ENCODE_POLL_MS: these tests hold that clock (fake timers) and move it themselves. The
 * fake API still answers over real I/O, which the event loop's turns let through (setImmediate and Date stay real), so
 * this turns it until `done` holds (testing-library's waitFor would only move the fake clock).
 */
function holdPollClock() {
  jest.useFakeTimers({ doNotFake: ['Date', 'nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
}
async function turnUntil(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
/** Moves the poll clock by `ms`, then lets every call that started meanwhile answer. */
async function pollClockForward(ms: number): Promise<void> {
  act(() => jest.advanceTimersByTime(ms));
  await turnUntil(() => apiCallsInFlight() === 0, 'every call to answer');
}

async function signIn() {
  serveSignedInBasics(api.server, { username: 'fan1', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
}

function renderUpload(language: 'en-US' | 'ja' = 'en-US') {
  return renderScreen(<UploadPage />, { path: '/upload', url: '/upload', language });
}

const submitCalls = () => api.server.calls.filter((call) => call.path === 'client/userSubmission/submitClip');

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

test('signed out: asks to sign in and calls nothing', () => {
  getSession().authLoaded();
  renderUpload();
  expect(screen.getByRole('heading', { name: 'Log in to submit clips' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
  expect(api.server.calls).toHaveLength(0);
});

test('an empty clip URL and a short title are refused with the spec messages, before any call', async () => {
  await signIn();
  renderUpload();
  fill('Clip title', 'ab');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  expect(await screen.findByText('Empty input detected')).toBeTruthy();
  expect(screen.getByText('Clip name cannot be less than 3 characters')).toBeTruthy();
  expect(submitCalls()).toHaveLength(0);
});

test('an invalid clip URL is refused with the spec message', async () => {
  await signIn();
  renderUpload();
  fill('Clip URL', 'not a url');
  fill('Clip title', 'A good title');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  expect(await screen.findByText('Invalid input URL detected')).toBeTruthy();
  fill('Clip URL', 'ftp://example.com/a.mp4');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  expect(await screen.findByText('Invalid input URL detected')).toBeTruthy();
  expect(submitCalls()).toHaveLength(0);
});

test('a URL submit follows the encode until the clip page link appears, then stops polling', async () => {
  await signIn();
  api.server.on('client/userSubmission/submitClip', () => ({
    json: { isSuccessful: true, internalClipId: 'clip1', channelLogin: 'mychan', status: 'processing', requestId: null },
  }));
  let polls = 0;
  api.server.on('client/userSubmission/clipEncodeStatus', () => {
    polls += 1;
    const sourceDone = polls >= 2;
    const task = (kind: string, state: string, progress: number) => ({ kind, state, progress, failureReason: null });
    return {
      json: {
        isSuccessful: true,
        internalClipId: 'clip1',
        status: sourceDone ? 'ready' : 'processing',
        failureReason: null,
        tasks: sourceDone
          ? [task('source', 'done', 1), task('thumbnail', 'done', 1), task('x265', 'done', 1), task('av1', 'done', 1)]
          : [task('source', 'running', 0.4), task('thumbnail', 'queued', 0), task('x265', 'queued', 0), task('av1', 'queued', 0)],
      },
    };
  });
  holdPollClock();
  const view = renderUpload();
  fill('Clip URL', ' https://videos.example.com/a.mp4 ');
  fill('Channel', 'MyChan');
  fill('Clip title', 'My great clip');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));

  await turnUntil(() => polls === 1 && apiCallsInFlight() === 0, 'the first status answer');
  const tasks = screen.getByRole('list', { name: 'Encoding steps' });
  expect(within(tasks).getByText('Playable video')).toBeTruthy();
  expect(within(tasks).getByText('Running · 40%')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Watch the clip' })).toBeNull();
  expect(submitCalls()[0]).toMatchObject({
    body: { clipUrl: 'https://videos.example.com/a.mp4', channelLogin: 'mychan', clipTitle: 'My great clip' },
    authorization: 'Bearer token-u1',
  });
  expect(shownNotifications()).toContain('Clip submitted');

  // The next poll, one period later, finds every rendition done.
  await pollClockForward(ENCODE_POLL_MS);
  expect(polls).toBe(2);
  const link = screen.getByRole('link', { name: 'Watch the clip' });
  expect(link.getAttribute('href')).toBe('/mychan/clip/clip1');
  expect(within(tasks).getAllByText('Done')).toHaveLength(4);
  // A viewer's clip of someone else's channel: its thumbnail is the streamer's to choose.
  expect(screen.queryByRole('button', { name: 'Choose the thumbnail' })).toBeNull();
  // Everything settled: a period later, no poll has started.
  await pollClockForward(ENCODE_POLL_MS);
  expect(polls).toBe(2);

  fireEvent.click(link);
  expect(screen.getByTestId('location').textContent).toBe('/mychan/clip/clip1');
  view.unmount();
});

test('the streamer of the channel picks the new clip’s thumbnail once the first one is made (issue 23 item 2)', async () => {
  serveSignedInBasics(api.server, { username: 'sam', firebaseUid: 'u2', isStreamer: true, streamerChannelLogin: 'mychan' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u2'));
  api.server.on('client/userSubmission/submitClip', () => ({ json: { isSuccessful: true, internalClipId: 'clip3', channelLogin: 'mychan', status: 'processing', requestId: null } }));
  const done = (kind: string) => ({ kind, state: 'done', progress: 1, failureReason: null });
  api.server.on('client/userSubmission/clipEncodeStatus', () => ({ json: { isSuccessful: true, internalClipId: 'clip3', status: 'ready', failureReason: null, tasks: [done('source'), done('thumbnail')] } }));
  api.server.on('client/clipManage/getThumbnailChoices', () => ({
    json: { isSuccessful: true, clip: sampleClip({ internalClipId: 'clip3', channelLogin: 'mychan', clipTitle: 'Sam’s run' }), frameTimes: [0.5, 1.5, 2.5, 3.5, 4.5, 5.5], current: { kind: 'frame', atSeconds: 1 }, updating: false },
  }));
  renderUpload();
  // The form starts with the streamer's own channel.
  expect(((await screen.findByLabelText(/^Channel/)) as HTMLInputElement).value).toBe('mychan');
  fill('Clip URL', 'https://videos.example.com/c.mp4');
  fill('Clip title', 'Sam’s run');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Choose the thumbnail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Thumbnail of “Sam’s run”' });
  expect(await within(dialog).findAllByTestId('thumbnail-frame')).toHaveLength(6);
  expect(api.server.calls.find((call) => call.path === 'client/clipManage/getThumbnailChoices')?.body).toEqual({ internalClipId: 'clip3' });
});

test('leaving the page stops the polling', async () => {
  await signIn();
  api.server.on('client/userSubmission/submitClip', () => ({
    json: { isSuccessful: true, internalClipId: 'clip2', channelLogin: 'mychan', status: 'processing', requestId: null },
  }));
  let polls = 0;
  api.server.on('client/userSubmission/clipEncodeStatus', () => {
    polls += 1;
    return { json: { isSuccessful: true, internalClipId: 'clip2', status: 'processing', failureReason: null, tasks: [{ kind: 'source', state: 'queued', progress: 0, failureReason: null }] } };
  });
  holdPollClock();
  const view = renderUpload();
  fill('Clip URL', 'https://videos.example.com/b.mp4');
  fill('Channel', 'mychan');
  fill('Clip title', 'Another clip');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  // The first answer is shown and the next poll waits for its period.
  await turnUntil(() => polls === 1 && apiCallsInFlight() === 0, 'the first status answer');
  expect(screen.getByRole('list', { name: 'Encoding steps' })).toBeTruthy();
  view.unmount();
  // The period passes: the poll it would have made has not started.
  await pollClockForward(ENCODE_POLL_MS);
  expect(polls).toBe(1);
});

test('a failed encode shows the failure', async () => {
  await signIn();
  api.server.on('client/userSubmission/submitClip', () => ({
    json: { isSuccessful: true, internalClipId: 'clip3', channelLogin: 'mychan', status: 'processing', requestId: null },
  }));
  api.server.on('client/userSubmission/clipEncodeStatus', () => ({
    json: { isSuccessful: true, internalClipId: 'clip3', status: 'failed', failureReason: 'no video stream', tasks: [{ kind: 'source', state: 'failed', progress: 0, failureReason: 'no video stream' }] },
  }));
  renderUpload();
  fill('Clip URL', 'https://videos.example.com/c.mp4');
  fill('Channel', 'mychan');
  fill('Clip title', 'Broken clip');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  expect(await screen.findByText('The clip could not be processed')).toBeTruthy();
  expect(screen.getByText('Processing failed: no video stream')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Watch the clip' })).toBeNull();
});

test('a channel that reviews submissions first says so instead of polling', async () => {
  await signIn();
  api.server.on('client/userSubmission/submitClip', () => ({
    json: { isSuccessful: true, internalClipId: 'clip4', channelLogin: 'strict', status: 'awaiting_decision', requestId: 'req1' },
  }));
  renderUpload();
  fill('Clip URL', 'https://videos.example.com/d.mp4');
  fill('Channel', 'strict');
  fill('Clip title', 'Please approve');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  expect(await screen.findByText('The streamer of strict reviews submissions first. Your clip is published once they approve it.')).toBeTruthy();
  // The request can be followed (and its title changed while it waits) on the account's submissions page.
  expect(screen.getByRole('link', { name: 'Follow it in your submissions' }).getAttribute('href')).toBe('/account/submissions');
  expect(api.server.calls.some((call) => call.path === 'client/userSubmission/clipEncodeStatus')).toBe(false);
});

test('a server error code is shown translated (Japanese)', async () => {
  await signIn();
  api.server.on('client/userSubmission/submitClip', failWith('SUBMISSIONS_CLOSED', 403));
  renderUpload('ja');
  await screen.findByLabelText(/クリップ URL/);
  fill('クリップ URL', 'https://videos.example.com/e.mp4');
  fill('チャンネル', 'closedchan');
  fill('クリップのタイトル', 'タイトルです');
  fireEvent.click(screen.getByRole('button', { name: 'クリップを投稿' }));
  await waitFor(() => expect(submitCalls()).toHaveLength(1));
  const { errorsJa } = await import('@clipyard/testing');
  expect(await screen.findByText(errorsJa.SUBMISSIONS_CLOSED as string)).toBeTruthy();
});

test('opened from a channel page (?channel=), the form starts with that channel; a follower-only refusal is explained', async () => {
  await signIn();
  api.server.on('client/userSubmission/submitClip', failWith('SUBMIT_FOLLOWERS_ONLY', 403));
  renderScreen(<UploadPage />, { path: '/upload', url: '/upload?channel=Akiko_Plays' });
  const channel = (await screen.findByLabelText(/^Channel/)) as HTMLInputElement;
  expect(channel.value).toBe('akiko_plays');
  fill('Clip URL', 'https://videos.example.com/e.mp4');
  fill('Clip title', 'For the fans');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  await waitFor(() => expect(submitCalls()).toHaveLength(1));
  expect(submitCalls()[0]?.body).toMatchObject({ channelLogin: 'akiko_plays' });
  expect(await screen.findByText('Only followers of this channel can submit clips to it. Follow the channel, then submit again.')).toBeTruthy();
  // The way on: the channel's page, where the follow button and the rule are.
  expect(screen.getByRole('link', { name: 'Open the channel page' }).getAttribute('href')).toBe('/akiko_plays');
});

test('a ?channel= that is no channel login is ignored', async () => {
  await signIn();
  renderScreen(<UploadPage />, { path: '/upload', url: '/upload?channel=%3Cscript%3E' });
  expect(((await screen.findByLabelText(/^Channel/)) as HTMLInputElement).value).toBe('');
});

test('the file mode needs a file and a channel before uploading', async () => {
  await signIn();
  renderUpload();
  fireEvent.click(screen.getByRole('tab', { name: 'Upload a file' }));
  fill('Clip title', 'File clip');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  expect(await screen.findByText('Choose a video file to upload.')).toBeTruthy();
  const { errorsEnUS } = await import('@clipyard/shared');
  expect(screen.getByText(errorsEnUS.CHANNEL_REQUIRED as string)).toBeTruthy();
  expect(screen.getByLabelText('Video file').getAttribute('accept')).toBe('video/*');
  expect(api.server.calls.filter((call) => call.path.startsWith('uploads') || call.path.includes('submitClip'))).toHaveLength(0);
});

async function signInStreamer() {
  serveSignedInBasics(api.server, { username: 'sam', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'speedrun_sam' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
}
const searchCalls = () => api.server.calls.filter((call) => call.path === 'client/search/channelLoginList');

test('a streamer finds their own channel filled in, and typing offers Clipyard’s channels from the search', async () => {
  await signInStreamer();
  api.server.on('client/search/channelLoginList', (call) => {
    const { query } = call.body as { query: string };
    return { json: { isSuccessful: true, channelLoginList: ['mychan', 'mychannel_two'].filter((login) => login.startsWith(query)) } };
  });
  renderUpload();
  const channel = await screen.findByRole('combobox', { name: 'Channel' });
  expect((channel as HTMLInputElement).value).toBe('speedrun_sam');

  fireEvent.change(channel, { target: { value: 'MyCh' } });
  fireEvent.click(await screen.findByRole('option', { name: 'mychannel_two' }));
  expect((channel as HTMLInputElement).value).toBe('mychannel_two');
  expect(searchCalls().map((call) => call.body)).toContainEqual({ query: 'mych', limit: 8 });

  api.server.on('client/userSubmission/submitClip', () => ({
    json: { isSuccessful: true, internalClipId: 'clip9', channelLogin: 'mychannel_two', status: 'awaiting_decision', requestId: 'req9' },
  }));
  fill('Clip URL', 'https://videos.example.com/f.mp4');
  fill('Clip title', 'Picked channel');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  await waitFor(() => expect(submitCalls()).toHaveLength(1));
  expect(submitCalls()[0].body).toMatchObject({ channelLogin: 'mychannel_two' });
});

test('a viewer’s channel field starts empty; a name that is not a channel login, or none for a direct link, is refused before sending', async () => {
  await signIn();
  api.server.on('client/search/channelLoginList', () => ({ json: { isSuccessful: true, channelLoginList: [] } }));
  renderUpload();
  const channel = await screen.findByRole('combobox', { name: 'Channel' });
  expect((channel as HTMLInputElement).value).toBe('');
  fill('Clip URL', 'https://videos.example.com/g.mp4');
  fill('Clip title', 'A direct link');
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  const { errorsEnUS } = await import('@clipyard/shared');
  expect(await screen.findByText(errorsEnUS.CHANNEL_REQUIRED as string)).toBeTruthy();

  fireEvent.change(channel, { target: { value: 'Not a login!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  expect(await screen.findByText(errorsEnUS.CHANNEL_INVALID as string)).toBeTruthy();
  expect(submitCalls()).toHaveLength(0);

  // A well-formed channel the search does not know is allowed (the clip creates it), and the field says so.
  fireEvent.change(channel, { target: { value: 'brand_new_chan' } });
  expect(await screen.findByText('No channel “brand_new_chan” on Clipyard yet: it is added with your clip.')).toBeTruthy();
});
