import { act, fireEvent, screen } from '@testing-library/react';
import { errorsEnUS, getSession } from '@clipyard/shared';
import { errorsJa, fakeAuthUser, renderScreen, serveSignedInBasics, setupFakeApi } from '@clipyard/testing';
import type { HttpResponse, UploadOptions } from 'tus-js-client';
import { UploadPage } from './UploadPage';

/** The tus server's answer to the next upload: what the real endpoint sends for a file that is not a video. */
let refusal: { status: number; body: string } | null = null;

// tus-js-client talks XHR, which the fake API does not serve: the Upload refuses the way the real one reports a
// refused PATCH, a DetailedError carrying the server's response.
jest.mock('tus-js-client', () => {
  const actual = jest.requireActual<typeof import('tus-js-client')>('tus-js-client');
  return {
    ...actual,
    Upload: class {
      url: string | null = null;
      constructor(
        _file: unknown,
        private readonly options: UploadOptions,
      ) {}
      start() {
        const answer = refusal;
        const response: HttpResponse | null = answer
          ? { getStatus: () => answer.status, getHeader: () => undefined, getBody: () => answer.body, getUnderlyingObject: () => null }
          : null;
        const error = Object.assign(new actual.DetailedError('tus: failed to upload chunk'), {
          originalResponse: response,
          causingError: answer ? null : new Error('network down'),
        });
        queueMicrotask(() => this.options.onError?.(error));
      }
      abort() {
        return Promise.resolve();
      }
    },
  };
});

const api = setupFakeApi();

async function uploadFile(language: 'en-US' | 'ja', labels: { tab: string; channel: string; title: string; submit: string; file: string }) {
  serveSignedInBasics(api.server, { username: 'fan1', firebaseUid: 'u1' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('u1'));
  renderScreen(<UploadPage />, { path: '/upload', url: '/upload', language });
  fireEvent.click(await screen.findByRole('tab', { name: labels.tab }));
  fireEvent.change(screen.getByLabelText(labels.file), { target: { files: [new File(['not a video'], 'notes.txt', { type: 'text/plain' })] } });
  fireEvent.change(screen.getByLabelText(labels.channel), { target: { value: 'mychan' } });
  fireEvent.change(screen.getByLabelText(labels.title), { target: { value: 'A file clip' } });
  // The upload starts after an awaited token: act lets its state updates land before the assertions.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
  });
}

const failure = (errorCode: string) => JSON.stringify({ isSuccessful: false, errorCode, message: 'server prose' });
const english = { tab: 'Upload a file', channel: 'Channel', title: 'Clip title', submit: 'Submit clip', file: 'Video file' };

test('a file the server refuses as not a video shows that code’s message, not a generic failure', async () => {
  refusal = { status: 422, body: failure('MEDIA_INVALID') };
  await uploadFile('en-US', english);
  expect(await screen.findByText(errorsEnUS.MEDIA_INVALID as string)).toBeTruthy();
  expect(screen.queryByText(/The upload failed/)).toBeNull();
  expect(api.server.calls.filter((call) => call.path.includes('submitClip'))).toHaveLength(0);
});

test('over quota, in Japanese', async () => {
  refusal = { status: 429, body: failure('UPLOAD_QUOTA_EXCEEDED') };
  await uploadFile('ja', { tab: 'ファイルをアップロード', channel: 'チャンネル', title: 'クリップのタイトル', submit: 'クリップを投稿', file: '動画ファイル' });
  expect(await screen.findByText(errorsJa.UPLOAD_QUOTA_EXCEEDED as string)).toBeTruthy();
});

test('no answer at all (the network) says the generic failure', async () => {
  refusal = null;
  await uploadFile('en-US', english);
  expect(await screen.findByText(/The upload failed/)).toBeTruthy();
});
