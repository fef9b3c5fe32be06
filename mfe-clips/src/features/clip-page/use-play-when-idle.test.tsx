/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { installFakeIdleCallbacks, type FakeIdleCallbacks } from './fake-idle-callbacks.test-support';
import { playForPerson } from './person-playback';
import { usePlayWhenIdle } from './use-play-when-idle';

let idleCallbacks: FakeIdleCallbacks;
/** The idle callbacks asked for and not cancelled. */
const idle = () => idleCallbacks.pending;

beforeEach(() => {
  idleCallbacks = installFakeIdleCallbacks();
});
afterEach(() => idleCallbacks.restore());

function Player({ src }: { src: string | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  const waitsForTap = usePlayWhenIdle(ref, src);
  return (
    <>
      <video ref={ref} data-testid="v" preload="none" muted />
      {waitsForTap ? <button type="button">tap to play</button> : null}
    </>
  );
}

function spyOnPlay(video: HTMLVideoElement, paused = true) {
  const play = jest.fn(() => Promise.resolve());
  Object.defineProperty(video, 'play', { value: play });
  Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
  return play;
}

test('the clip does not start while the page is being built, and starts (buffering from then) when the page is idle', async () => {
  const { getByTestId } = render(<Player src="/a.mp4" />);
  const video = getByTestId('v') as HTMLVideoElement;
  const play = spyOnPlay(video);
  expect(video.preload).toBe('none');
  expect(play).not.toHaveBeenCalled();
  expect(idle()).toHaveLength(1);
  idle()[0]();
  await Promise.resolve();
  expect(video.preload).toBe('auto');
  expect(play).toHaveBeenCalledTimes(1);
});

test('a clip the person already started is left alone; no source, nothing waits', async () => {
  const { getByTestId, rerender } = render(<Player src="/a.mp4" />);
  const play = spyOnPlay(getByTestId('v') as HTMLVideoElement, false);
  idle()[0]();
  await Promise.resolve();
  expect(play).not.toHaveBeenCalled();
  idleCallbacks.runAll();
  rerender(<Player src={null} />);
  expect(idle()).toHaveLength(0);
});

test('a clip the person played and paused before the page was idle stays paused', async () => {
  const { getByTestId } = render(<Player src="/a.mp4" />);
  const video = getByTestId('v') as HTMLVideoElement;
  const play = spyOnPlay(video);
  video.dispatchEvent(new Event('play'));
  video.dispatchEvent(new Event('pause'));
  idle()[0]();
  await Promise.resolve();
  expect(play).not.toHaveBeenCalled();
});

test('a person who pressed play before the page was idle is not started a second time, though the browser has not yet said it plays', async () => {
  const { getByTestId } = render(<Player src="/a.mp4" />);
  const video = getByTestId('v') as HTMLVideoElement;
  // No 'play' event and still paused: the moment between play() and the browser's answer (or a play() that failed).
  const play = spyOnPlay(video);
  playForPerson(video);
  await Promise.resolve();
  expect(play).toHaveBeenCalledTimes(1);
  idleCallbacks.runAll();
  await Promise.resolve();
  await Promise.resolve();
  expect(play).toHaveBeenCalledTimes(1);
});

test('leaving the page before it is idle cancels the start; a refused autoplay is no error', async () => {
  const { getByTestId, unmount } = render(<Player src="/a.mp4" />);
  const play = spyOnPlay(getByTestId('v') as HTMLVideoElement);
  const pending = idle()[0];
  unmount();
  expect(idle()).toHaveLength(0);
  pending();
  expect(play).not.toHaveBeenCalled();

  const second = render(<Player src="/b.mp4" />);
  const refused = jest.fn(() => Promise.reject(new DOMException('autoplay refused', 'NotAllowedError')));
  Object.defineProperty(second.getByTestId('v'), 'play', { value: refused });
  Object.defineProperty(second.getByTestId('v'), 'paused', { get: () => true });
  expect(second.queryByText('tap to play')).toBeNull();
  await act(async () => {
    idle().at(-1)!();
    await Promise.resolve();
    await Promise.resolve();
  });
  expect(refused).toHaveBeenCalledTimes(1);
  // Refused: the person is offered the play button instead.
  expect(second.getByText('tap to play')).toBeTruthy();
});

test('on a phone (a finger the only pointer) nothing starts or downloads until the person taps play', () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query === '(hover: none) and (pointer: coarse)' })) as unknown as typeof window.matchMedia;
  try {
    const { getByTestId, getByText, queryByText } = render(<Player src="/a.mp4" />);
    const video = getByTestId('v') as HTMLVideoElement;
    expect(idle()).toHaveLength(0);
    expect(video.preload).toBe('none');
    // The large play button is up until the clip plays.
    expect(getByText('tap to play')).toBeTruthy();
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    expect(queryByText('tap to play')).toBeNull();
  } finally {
    window.matchMedia = matchMedia;
  }
});
