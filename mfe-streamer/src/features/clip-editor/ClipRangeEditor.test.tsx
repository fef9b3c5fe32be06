import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@clipyard/testing';
import { ClipRangeEditor, type ClipCut } from './ClipRangeEditor';

/**
 * Issue 23 item 1: the clip editor over a chosen video. jsdom plays no video, so each test says what the browser would:
 * the video's length (loadedmetadata) and the moment playing (currentTime).
 */
const limits = { minSeconds: 5, maxSeconds: 60 };

/** Renders the editor once its strings are in (it reads 'Reading the video…' until the video's length is known). */
async function renderEditor(language: 'en-US' | 'ja' = 'en-US') {
  const cuts: Array<ClipCut | null> = [];
  renderScreen(<ClipRangeEditor src="blob:http://localhost/video" limits={limits} onChange={(cut) => cuts.push(cut)} />, { path: '/', url: '/', language });
  expect(await screen.findByText(language === 'ja' ? '動画を読み込んでいます…' : 'Reading the video…')).toBeTruthy();
  return cuts;
}

function videoOf(seconds: number): HTMLVideoElement {
  const video = document.querySelector('video')!;
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(video);
  return video;
}

const slider = (name: string) => screen.getByRole('slider', { name });

test('opens on the first minute of a long video, and the handles move by frames and seconds from the keyboard', async () => {
  const cuts = await renderEditor();
  videoOf(90);
  expect(cuts.at(-1)).toEqual({ duration: 90, range: { start: 0, end: 60 } });
  expect(screen.getByTestId('trim-summary').textContent).toBe('From 0:00.00 to 1:00.00 · 60.00 s');
  const start = slider('Start of the clip');
  expect(start.getAttribute('aria-valuetext')).toBe('0:00.00');
  // Shift+arrow moves a second, an arrow one frame.
  fireEvent.keyDown(start, { key: 'ArrowRight', shiftKey: true });
  fireEvent.keyDown(start, { key: 'ArrowRight', shiftKey: true });
  fireEvent.keyDown(start, { key: 'ArrowRight' });
  expect(cuts.at(-1)?.range.start).toBeCloseTo(2 + 1 / 30, 3);
  const end = slider('End of the clip');
  fireEvent.keyDown(end, { key: 'ArrowLeft', shiftKey: true });
  expect(cuts.at(-1)?.range).toEqual({ start: 2.033, end: 59 });
  expect(end.getAttribute('aria-valuetext')).toBe('0:59.00');
});

test('I and O set the start and end at the moment playing; the range stays at least 5 seconds', async () => {
  const cuts = await renderEditor();
  const video = videoOf(30);
  expect(cuts.at(-1)).toEqual({ duration: 30, range: { start: 0, end: 30 } });
  video.currentTime = 2.5;
  fireEvent.keyDown(screen.getByTestId('clip-editor'), { key: 'i' });
  video.currentTime = 10.5;
  fireEvent.keyDown(screen.getByTestId('clip-editor'), { key: 'O' });
  expect(cuts.at(-1)?.range).toEqual({ start: 2.5, end: 10.5 });
  expect(screen.getByTestId('trim-summary').textContent).toBe('From 0:02.50 to 0:10.50 · 8.00 s');
  // An end set too close to the start moves the start back, so the clip is 5 seconds.
  video.currentTime = 4;
  fireEvent.click(screen.getByRole('button', { name: 'End here (O)' }));
  expect(cuts.at(-1)?.range).toEqual({ start: 0, end: 5 });
});

test('the selection plays from its start and stops at its end', async () => {
  await renderEditor();
  const video = videoOf(30);
  const play = jest.spyOn(video, 'play').mockResolvedValue(undefined);
  const pause = jest.spyOn(video, 'pause').mockImplementation(() => {});
  video.currentTime = 4;
  fireEvent.keyDown(screen.getByTestId('clip-editor'), { key: 'i' });
  fireEvent.click(screen.getByRole('button', { name: 'Play the selection' }));
  expect(play).toHaveBeenCalledTimes(1);
  expect(video.currentTime).toBe(4);
  video.currentTime = 12;
  fireEvent.timeUpdate(video);
  expect(pause).not.toHaveBeenCalled();
  video.currentTime = 30;
  fireEvent.timeUpdate(video);
  expect(pause).toHaveBeenCalledTimes(1);
});

test('a video shorter than a clip is sent whole; one the browser cannot play says so (Japanese)', async () => {
  const cuts = await renderEditor('ja');
  videoOf(3);
  expect(await screen.findByText('この動画は 5 秒より短いため、切り出す必要はありません。動画全体が送信されます。')).toBeTruthy();
  expect(screen.queryByRole('slider')).toBeNull();
  expect(cuts.at(-1)).toBeNull();
  fireEvent.error(document.querySelector('video')!);
  expect(screen.getByText('このブラウザーではこのファイルを再生できないため、ここでは切り出せません。動画全体が送信されます。')).toBeTruthy();
});

test('typing in a text field is not a shortcut', async () => {
  const cuts = await renderEditor();
  videoOf(30);
  const field = document.createElement('input');
  screen.getByTestId('clip-editor').appendChild(field);
  const before = cuts.length;
  fireEvent.keyDown(field, { key: 'i' });
  expect(cuts).toHaveLength(before);
});
