import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type Clip } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { ClipManagerPage } from '../clip-manager';

/** Issue 23 item 2: the thumbnail editor, opened from the clip manager. The fake API stands in for the server. */
const api = setupFakeApi();
const PATH = '/streamer/clips';
const FRAMES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
const POLL_WAIT = { timeout: 4000 };

const boss = sampleClip({ internalClipId: 'clipbbb2', channelLogin: 'mychan', clipTitle: 'Boss fight', durationSeconds: 6, mediaVersion: 1, thumbnailFormats: ['webp'] });
const broken = sampleClip({ internalClipId: 'clipccc3', channelLogin: 'mychan', clipTitle: 'Broken encode', status: 'failed', renditions: [] });

function choices(change: { clip?: Partial<Clip>; frameTimes?: number[] | null; current?: object; updating?: boolean } = {}) {
  return {
    json: {
      isSuccessful: true,
      clip: { ...boss, ...change.clip },
      frameTimes: change.frameTimes === undefined ? FRAMES : change.frameTimes,
      current: change.current ?? { kind: 'frame', atSeconds: 1 },
      updating: change.updating ?? false,
    },
  };
}

async function openEditor(language: 'en-US' | 'ja' = 'en-US') {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: [boss, broken], isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH, language });
  return screen.findAllByRole('button', { name: language === 'ja' ? '「Boss fight」のサムネイルを選ぶ' : 'Choose the thumbnail of “Boss fight”' });
}

/** The dialog once its first answer is in (or its error shown). */
async function loadedDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(within(dialog).queryByText(/Loading the thumbnail|サムネイルを読み込み中/)).toBeNull());
  return dialog;
}

const calls = (path: string) => api.server.calls.filter((call) => call.path === path);

test('picks the third frame: the workers make it, the dialog says so, then shows the new picture and the list takes it', async () => {
  let made = false;
  api.server.on('client/clipManage/getThumbnailChoices', () => (made ? choices({ clip: { mediaVersion: 2 }, current: { kind: 'frame', atSeconds: 2.5 } }) : choices()));
  api.server.on('client/clipManage/setClipThumbnailFrame', () => choices({ current: { kind: 'frame', atSeconds: 2.5 }, updating: true }));
  const [open] = await openEditor();
  // A clip without video has no frames to pick from: no button for it.
  expect(screen.queryByRole('button', { name: 'Choose the thumbnail of “Broken encode”' })).toBeNull();
  fireEvent.click(open!);
  const dialog = await loadedDialog('Thumbnail of “Boss fight”');
  expect(within(dialog).getByTestId('thumbnail-current-note').textContent).toBe('The frame at 0:01.0.');
  expect(within(dialog).getByRole('img', { name: 'The current thumbnail of “Boss fight”' }).getAttribute('src')).toContain('clips/mychan/clipbbb2.webp?version=1');
  const frames = within(dialog).getAllByTestId('thumbnail-frame');
  expect(frames.map((f) => f.getAttribute('aria-label'))).toEqual(FRAMES.map((t) => `Frame at 0:0${t.toFixed(1)}`));
  // Each button shows its cell of the one strip image.
  expect((frames[2]!.firstElementChild as HTMLElement).style.backgroundImage).toContain('clips/mychan/clipbbb2-frames.webp?version=1');
  const use = within(dialog).getByRole('button', { name: 'Use this frame' }) as HTMLButtonElement;
  expect(use.disabled).toBe(true);

  fireEvent.click(frames[2]!);
  expect(frames[2]!.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(use);
  expect(await within(dialog).findByText('Making the new thumbnail…')).toBeTruthy();
  expect(calls('client/clipManage/setClipThumbnailFrame').map((c) => c.body)).toEqual([{ internalClipId: 'clipbbb2', atSeconds: 2.5 }]);

  made = true;
  await waitFor(() => expect(shownNotifications()).toContain('Thumbnail updated'), POLL_WAIT);
  expect(within(dialog).queryByText('Making the new thumbnail…')).toBeNull();
  expect(within(dialog).getByTestId('thumbnail-current-note').textContent).toBe('The frame at 0:02.5.');
  expect(within(dialog).getByRole('img', { name: 'The current thumbnail of “Boss fight”' }).getAttribute('src')).toContain('version=2');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The clip manager's own picture of the clip moved to the new address too.
  const row = screen.getAllByTestId('managed-clip').find((r) => r.textContent?.includes('Boss fight'))!;
  expect(row.querySelector('img')?.getAttribute('src')).toContain('version=2');
});

test('while the frames are being made it says so, and shows them when they are there', async () => {
  let asked = 0;
  api.server.on('client/clipManage/getThumbnailChoices', () => (++asked < 2 ? choices({ frameTimes: null }) : choices()));
  const [open] = await openEditor();
  fireEvent.click(open!);
  const dialog = await loadedDialog('Thumbnail of “Boss fight”');
  expect(within(dialog).getByText('Preparing the frames of this clip…')).toBeTruthy();
  expect(await within(dialog).findAllByTestId('thumbnail-frame', {}, POLL_WAIT)).toHaveLength(6);
});

test('uploads an image: too large is refused before any call, a refusal is worded, a good one is the thumbnail at once', async () => {
  api.server.on('client/clipManage/getThumbnailChoices', () => choices());
  api.server.on('client/clipManage/uploadClipThumbnail', failWith('IMAGE_INVALID', 400));
  const [open] = await openEditor();
  fireEvent.click(open!);
  const dialog = await loadedDialog('Thumbnail of “Boss fight”');
  const input = within(dialog).getByLabelText('Upload an image');
  expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif,image/avif');

  fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })] } });
  expect(await within(dialog).findByText('This image is larger than 2 MB.')).toBeTruthy();
  expect(calls('client/clipManage/uploadClipThumbnail')).toHaveLength(0);

  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])], 'mine.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [png] } });
  expect(await within(dialog).findByText('This image could not be read.')).toBeTruthy();
  expect((calls('client/clipManage/uploadClipThumbnail')[0]?.body as { imageBase64: string }).imageBase64).toMatch(/^data:image\/png;base64,iVBORw0KGg/);

  api.server.on('client/clipManage/uploadClipThumbnail', () => choices({ clip: { mediaVersion: 3, thumbnailFormats: ['webp', 'avif'] }, current: { kind: 'image' } }));
  fireEvent.change(input, { target: { files: [png] } });
  await waitFor(() => expect(shownNotifications()).toContain('Thumbnail updated'));
  expect(within(dialog).getByTestId('thumbnail-current-note').textContent).toBe('An image you uploaded.');
  expect(within(dialog).queryByText('This image could not be read.')).toBeNull();
});

test('a load failure offers a retry', async () => {
  api.server.on('client/clipManage/getThumbnailChoices', failWith('INTERNAL_ERROR'));
  const [open] = await openEditor();
  fireEvent.click(open!);
  const dialog = await loadedDialog('Thumbnail of “Boss fight”');
  api.server.on('client/clipManage/getThumbnailChoices', () => choices());
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findAllByTestId('thumbnail-frame')).toHaveLength(6);
});

test('reads in Japanese', async () => {
  api.server.on('client/clipManage/getThumbnailChoices', () => choices());
  const [open] = await openEditor('ja');
  fireEvent.click(open!);
  const dialog = await loadedDialog('「Boss fight」のサムネイル');
  expect(within(dialog).getByRole('button', { name: 'この場面を使う' })).toBeTruthy();
  expect(within(dialog).getByTestId('thumbnail-current-note').textContent).toBe('0:01.0 の場面です。');
  expect(within(dialog).getByRole('group', { name: '場面を選ぶ' })).toBeTruthy();
});
