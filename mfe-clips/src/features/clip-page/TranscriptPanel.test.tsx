import { act, screen } from '@testing-library/react';
import { renderScreen } from '@clipyard/testing';
import { createPlaybackClock } from './playback-clock';
import { TranscriptPanel } from './TranscriptPanel';

const cues = Array.from({ length: 40 }, (_, i) => ({ startSeconds: i * 2, endSeconds: i * 2 + 2, text: `line ${i}` }));

/** Counts reads of offsetTop: each is a layout the browser must do at once. */
function countLayoutReads() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop');
  const read = jest.fn(() => 0);
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', { configurable: true, get: read });
  return { read, restore: () => original && Object.defineProperty(HTMLElement.prototype, 'offsetTop', original) };
}

test('a hidden transcript measures nothing as playback moves; shown, it keeps the spoken line in view', () => {
  const clock = createPlaybackClock(0);
  const layout = countLayoutReads();
  try {
    const view = renderScreen(<TranscriptPanel cues={cues} clock={clock} onSeek={() => undefined} shown={false} />, { path: '*', url: '/' });
    act(() => clock.set(31));
    act(() => clock.set(61));
    expect(layout.read).not.toHaveBeenCalled();
    expect(screen.getByText('line 30').closest('[aria-current="true"]')).toBeTruthy();

    view.rerender(<TranscriptPanel cues={cues} clock={clock} onSeek={() => undefined} shown />);
    expect(layout.read).toHaveBeenCalled();
  } finally {
    layout.restore();
  }
});
