import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorsEnUS, getSession } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import type { UploadOptions } from 'tus-js-client';
import { UploadPage } from './UploadPage';

// tus-js-client talks XHR, which the fake API does not serve: this Upload "sends" the file at once and names it
// upload1 in its URL, as the real endpoint's Location does.
jest.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    constructor(
      _file: unknown,
      private readonly options: UploadOptions,
    ) {}
    start() {
      this.url = 'http://localhost:7100/uploads/upload1';
      queueMicrotask(() => this.options.onSuccess?.({ lastResponse: null as never }));
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

/** Issue 23 item 1: the file chosen on /upload opens in the clip editor, and submitClip gets the part chosen. */
const api = setupFakeApi();
const submitCalls = () => api.server.calls.filter((call) => call.path === 'client/userSubmission/submitClip');

async function chooseVideo(seconds: number) {
  serveSignedInBasics(api.server, { username: 'fan1', firebaseUid: 'u1' });
  api.server.on('is-online', () => ({ json: { isSuccessful: true, isOnline: true, serverTime: new Date().toISOString(), clipTrim: { minSeconds: 5, maxSeconds: 30 } } }));
  api.server.on('client/userSubmission/submitClip', () => ({ json: { isSuccessful: true, internalClipId: 'clip1', channelLogin: 'mychan', status: 'processing', requestId: null } }));
  api.server.on('client/userSubmission/clipEncodeStatus', () => ({ json: { isSuccessful: true, internalClipId: 'clip1', status: 'processing', failureReason: null, tasks: [] } }));
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<UploadPage />, { path: '/upload', url: '/upload' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Upload a file' }));
  fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [new File(['video bytes'], 'mine.mp4', { type: 'video/mp4' })] } });
  fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'mychan' } });
  fireEvent.change(screen.getByLabelText('Clip title'), { target: { value: 'A cut clip' } });
  const video = await screen.findByLabelText<HTMLVideoElement>('The chosen video');
  expect(video.getAttribute('src')).toMatch(/^blob:/);
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(video);
  return video;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit clip' }));
  });
  await waitFor(() => expect(submitCalls()).toHaveLength(1));
  return submitCalls()[0]!.body as { trim?: unknown; uploadId?: string };
}

test('the part set with I and O is what submitClip cuts, within the server’s own limit', async () => {
  const video = await chooseVideo(40);
  // The server allows 30 s: a 40 s video opens on its first 30.
  await waitFor(() => expect(screen.getByTestId('trim-summary').textContent).toBe('From 0:00.00 to 0:30.00 · 30.00 s'));
  video.currentTime = 2.5;
  fireEvent.keyDown(video, { key: 'i' });
  video.currentTime = 10.5;
  fireEvent.keyDown(video, { key: 'o' });
  expect(screen.getByTestId('trim-summary').textContent).toBe('From 0:02.50 to 0:10.50 · 8.00 s');
  expect(await submit()).toMatchObject({ uploadId: 'upload1', trim: { startSeconds: 2.5, endSeconds: 10.5 } });
});

test('a video left whole is sent without a trim', async () => {
  await chooseVideo(12);
  await screen.findByTestId('trim-summary');
  expect((await submit()).trim).toBeUndefined();
});

test('the server’s refusal of the range is shown in words', async () => {
  const video = await chooseVideo(12);
  api.server.on('client/userSubmission/submitClip', failWith('TRIM_INVALID', 400));
  video.currentTime = 1;
  fireEvent.keyDown(video, { key: 'i' });
  await submit();
  expect(await screen.findByText(errorsEnUS.TRIM_INVALID as string)).toBeTruthy();
});

test('the category chosen from the list goes with the clip (ADR 0150)', async () => {
  api.server.on('client/categories/getCategories', () => ({
    json: { isSuccessful: true, categoryList: [{ categoryId: 2, slug: 'minecraft', nameEn: 'Minecraft', nameJa: 'Minecraft', twitchGameId: '27471', clipCount: 0 }] },
  }));
  await chooseVideo(10);
  const field = screen.getByLabelText<HTMLSelectElement>('Category (optional)');
  await waitFor(() => expect(field.disabled).toBe(false));
  expect(submitCalls()).toHaveLength(0);
  fireEvent.change(field, { target: { value: '2' } });
  expect((await submit()) as unknown).toMatchObject({ categoryId: 2, clipTitle: 'A cut clip' });
});
