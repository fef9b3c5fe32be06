import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSession, type Clip, type VerticalFraming } from '@clipyard/shared';
import { failWith, fakeAuthUser, renderScreen, sampleClip, serveSignedInBasics, setupFakeApi, shownNotifications } from '@clipyard/testing';
import { ClipManagerPage } from '../clip-manager';

/** Issue 23 item 3: the vertical version editor, opened from the clip manager. The fake API stands in for the server. */
const api = setupFakeApi();
const PATH = '/streamer/clips';
const POLL_WAIT = { timeout: 5000 };

const boss = sampleClip({ internalClipId: 'clipbbb2', channelLogin: 'mychan', clipTitle: 'Boss fight', durationSeconds: 6, mediaVersion: 1, width: 1920, height: 1080, thumbnailFormats: ['webp'] });
const waiting = sampleClip({ internalClipId: 'clipccc3', channelLogin: 'mychan', clipTitle: 'Still encoding', status: 'processing', renditions: [] });

function answer(change: { clip?: Partial<Clip>; framing?: VerticalFraming | null; state?: string; progress?: number; failureReason?: string | null } = {}) {
  return {
    json: {
      isSuccessful: true,
      clip: { ...boss, ...change.clip },
      framing: change.framing ?? null,
      state: change.state ?? 'none',
      progress: change.progress ?? 0,
      failureReason: change.failureReason ?? null,
    },
  };
}

async function openEditor(language: 'en-US' | 'ja' = 'en-US') {
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: [boss, waiting], isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH, language });
  const [open] = await screen.findAllByRole('button', { name: language === 'ja' ? '「Boss fight」の縦型バージョンを作成' : 'Make a vertical version of “Boss fight”' });
  fireEvent.click(open!);
  const dialog = await screen.findByRole('dialog', { name: language === 'ja' ? '「Boss fight」の縦型バージョン' : 'Vertical version of “Boss fight”' });
  await waitFor(() => expect(within(dialog).queryByText(/Loading the vertical version|縦型バージョンを読み込んで/)).toBeNull());
  return dialog;
}

const calls = (path: string) => api.server.calls.filter((call) => call.path === path);
const slider = (dialog: HTMLElement, name: string) => within(dialog).getByRole('slider', { name });

test('places the crop window by keyboard, makes the version, follows its progress and then plays and offers it', async () => {
  let made = 0;
  api.server.on('client/clipManage/getVerticalVersion', () =>
    made === 0 ? answer() : made === 1 ? answer({ state: 'running', progress: 0.4, framing: { layout: 'crop', centerX: 0.6 } }) : answer({ state: 'done', progress: 1, framing: { layout: 'crop', centerX: 0.6 }, clip: { mediaVersion: 2, verticalVersion: true } }),
  );
  api.server.on('client/clipManage/makeVerticalVersion', () => {
    made = 1;
    return answer({ state: 'queued', framing: { layout: 'crop', centerX: 0.6 } });
  });
  // A clip without video yet offers no vertical version.
  const dialog = await openEditor();
  expect(screen.queryByRole('button', { name: 'Make a vertical version of “Still encoding”' })).toBeNull();
  expect(within(dialog).getByText('A 9:16 video for Shorts, TikTok and Reels, with @mychan on it. Phone viewers of the clip page get it too.')).toBeTruthy();

  const position = slider(dialog, 'Position');
  expect(position.getAttribute('aria-valuetext')).toBe('50 %');
  // The crop window is 9:16 of a 16:9 frame's full height: 31.6 % of its width, centred.
  const crop = within(dialog).getByTestId('stage-crop');
  expect(parseFloat(crop.style.width)).toBeCloseTo(31.64, 1);
  for (let i = 0; i < 10; i++) fireEvent.keyDown(position, { key: 'ArrowRight' });
  expect(position.getAttribute('aria-valuetext')).toBe('60 %');
  expect(parseFloat(crop.style.left)).toBeCloseTo(60 - 31.64 / 2, 1);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Make vertical version' }));
  await within(dialog).findByText(/Making the vertical version…/);
  expect(calls('client/clipManage/makeVerticalVersion').map((call) => call.body)).toEqual([{ internalClipId: 'clipbbb2', framing: { layout: 'crop', centerX: 0.6 } }]);
  await within(dialog).findByText('Making the vertical version… 40 %', {}, POLL_WAIT);
  made = 2;
  const result = (await within(dialog).findByTestId('vertical-result', {}, POLL_WAIT)) as HTMLVideoElement;
  expect(result.getAttribute('src')).toMatch(/clips\/mychan\/clipbbb2-vertical\.mp4\?version=2$/);
  expect(within(dialog).getByRole('link', { name: 'Download vertical version' }).getAttribute('href')).toMatch(/-vertical\.mp4\?version=2&download=1$/);
  expect(within(dialog).getByRole('button', { name: 'Make it again with this framing' })).toBeTruthy();
  await waitFor(() => expect(shownNotifications()).toContain('Vertical version ready'));
});

test('split: the facecam goes to the top right, sized and moved by sliders, and is sent as fractions of the frame', async () => {
  api.server.on('client/clipManage/getVerticalVersion', () => answer());
  api.server.on('client/clipManage/makeVerticalVersion', (call) => answer({ state: 'queued', framing: (call.body as { framing: VerticalFraming }).framing }));
  const dialog = await openEditor();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Facecam and gameplay' }));
  expect(within(dialog).getByTestId('stage-facecam')).toBeTruthy();
  expect(within(dialog).getByTestId('stage-gameplay')).toBeTruthy();
  const size = slider(dialog, 'Facecam size');
  expect(size.getAttribute('aria-valuetext')).toBe('25 %');
  fireEvent.keyDown(size, { key: 'ArrowRight' });
  fireEvent.keyDown(size, { key: 'ArrowRight' });
  fireEvent.keyDown(slider(dialog, 'Facecam top edge'), { key: 'ArrowRight' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Make vertical version' }));
  await waitFor(() => expect(calls('client/clipManage/makeVerticalVersion')).toHaveLength(1));
  const { framing } = calls('client/clipManage/makeVerticalVersion')[0]!.body as { framing: Extract<VerticalFraming, { layout: 'split' }> };
  expect(framing.layout).toBe('split');
  expect(framing.centerX).toBe(0.5);
  expect(framing.facecam.width).toBeCloseTo(0.27, 3);
  // The facecam keeps the top part's aspect (1080×768) over a 16:9 frame; it was moved to stay inside the frame.
  expect(framing.facecam.height).toBeCloseTo((0.27 * (16 / 9)) / (1080 / 768), 3);
  expect(framing.facecam.x + framing.facecam.width).toBeLessThanOrEqual(1);
  expect(framing.facecam.y).toBeCloseTo(0.01, 3);
});

test('opens on the framing last asked for, and says why it failed', async () => {
  const framing = { layout: 'split', centerX: 0.3, facecam: { x: 0, y: 0, width: 0.2, height: 0.2529 } } as const;
  api.server.on('client/clipManage/getVerticalVersion', () => answer({ state: 'failed', framing, failureReason: 'The video could not be converted' }));
  const dialog = await openEditor();
  expect(within(dialog).getByRole('button', { name: 'Facecam and gameplay' }).getAttribute('aria-pressed')).toBe('true');
  expect(slider(dialog, 'Gameplay position').getAttribute('aria-valuetext')).toBe('30 %');
  expect(within(dialog).getByText('The vertical version could not be made: The video could not be converted')).toBeTruthy();
});

test('a refused request says why in the dialog, and a failed load offers a retry', async () => {
  let loads = 0;
  api.server.on('client/clipManage/getVerticalVersion', () => (++loads === 1 ? failWith('INTERNAL_ERROR', 500)() : answer()));
  api.server.on('client/clipManage/makeVerticalVersion', failWith('VERTICAL_UNAVAILABLE', 503));
  serveSignedInBasics(api.server, { username: 'streamer1', firebaseUid: 's1', isStreamer: true, streamerChannelLogin: 'mychan' });
  getSession().authLoaded();
  await getSession().authSignedIn(fakeAuthUser('s1'));
  api.server.on('client/clipManage/getChannelClips', () => ({ json: { isSuccessful: true, clipList: [boss], isTruncated: false } }));
  renderScreen(<ClipManagerPage />, { path: PATH, url: PATH });
  fireEvent.click(await screen.findByRole('button', { name: 'Make a vertical version of “Boss fight”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Vertical version of “Boss fight”' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }));
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Make vertical version' }));
  expect(await within(dialog).findByText('This server cannot make vertical versions right now.')).toBeTruthy();
});

test('reads in Japanese', async () => {
  api.server.on('client/clipManage/getVerticalVersion', () => answer());
  const dialog = await openEditor('ja');
  expect(within(dialog).getByRole('button', { name: '縦型バージョンを作成' })).toBeTruthy();
  expect(within(dialog).getByRole('slider', { name: '位置' })).toBeTruthy();
});
