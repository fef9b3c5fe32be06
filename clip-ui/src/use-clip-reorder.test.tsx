import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Clip } from '@clipyard/shared';
import { sampleClip } from '@clipyard/testing';
import { reorderFocusKey, useClipReorder } from './use-clip-reorder';

/** The smallest list a remote would build on the hook: rows with Move up / Move down, reordered in state. */
function OrderedList({ initial, onMove, later }: { initial: Clip[]; onMove?: (clip: Clip, toIndex: number) => void; later?: Clip[] }) {
  const [clips, setClips] = useState(initial);
  const move = (clip: Clip, toIndex: number) => {
    onMove?.(clip, toIndex);
    setClips((list) => {
      const rest = list.filter((c) => c.internalClipId !== clip.internalClipId);
      return [...rest.slice(0, toIndex), clip, ...rest.slice(toIndex)];
    });
  };
  const reorder = useClipReorder(clips, move);
  return (
    <ul>
      {/* An answer that arrives later and puts the rows in another order (the server's, after a failed move). */}
      {later ? <li><input aria-label="Elsewhere" /><button onClick={() => setClips(later)}>Later answer</button></li> : null}
      {clips.map((clip, index) => (
        <li key={clip.internalClipId} data-testid="row" {...reorder.dragProps(clip, index)} style={{ opacity: reorder.dragStyle(clip, index).opacity }}>
          {clip.clipTitle}
          <button data-focus-key={reorderFocusKey('up', clip)} disabled={index === 0} onClick={() => reorder.moveBy(clip, index, -1)}>
            Up {clip.clipTitle}
          </button>
          <button data-focus-key={reorderFocusKey('down', clip)} disabled={index === clips.length - 1} onClick={() => reorder.moveBy(clip, index, 1)}>
            Down {clip.clipTitle}
          </button>
        </li>
      ))}
    </ul>
  );
}

const clips = ['A', 'B', 'C'].map((title) => sampleClip({ internalClipId: `id${title}`, clipTitle: title }));
const order = () => screen.getAllByTestId('row').map((row) => row.firstChild?.textContent);

/** A drag's data transfer as jsdom lacks one. */
function dataTransfer() {
  const data = new Map<string, string>();
  return { effectAllowed: 'none', setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '' };
}

test('Move down moves the clip one place and keeps the focus on the pressed button, now on its new row', () => {
  render(<OrderedList initial={clips} />);
  const down = screen.getByRole('button', { name: 'Down A' });
  down.focus();
  fireEvent.click(down);
  expect(order()).toEqual(['B', 'A', 'C']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Down A' }));
});

test('at the bottom the pressed button is disabled, so its neighbour (Move up) takes the focus', () => {
  render(<OrderedList initial={clips} />);
  fireEvent.click(screen.getByRole('button', { name: 'Down B' }));
  expect(order()).toEqual(['A', 'C', 'B']);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Down B' }).disabled).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Up B' }));
});

test('a row dropped on another takes its place; dropped on itself, nothing moves', () => {
  const onMove = jest.fn();
  render(<OrderedList initial={clips} onMove={onMove} />);
  const [rowA, , rowC] = screen.getAllByTestId('row');
  const transfer = dataTransfer();
  fireEvent.dragStart(rowC, { dataTransfer: transfer });
  expect(rowC.style.opacity).toBe('0.5');
  fireEvent.dragOver(rowA, { dataTransfer: transfer });
  fireEvent.drop(rowA, { dataTransfer: transfer });
  expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ internalClipId: 'idC' }), 0);
  expect(order()).toEqual(['C', 'A', 'B']);
  expect(transfer.getData('text/plain')).toBe('idC');

  const [rowC2] = screen.getAllByTestId('row');
  fireEvent.dragStart(rowC2, { dataTransfer: transfer });
  fireEvent.drop(rowC2, { dataTransfer: transfer });
  expect(onMove).toHaveBeenCalledTimes(1);
  expect(rowC2.style.opacity).toBe('1');
});

test('a later answer that reorders the rows again (React moves the focused row in the DOM) leaves the focus on the pressed button', () => {
  const [a, b, c] = clips;
  render(<OrderedList initial={clips} later={[b, c, a]} />);
  const down = screen.getByRole('button', { name: 'Down A' });
  down.focus();
  fireEvent.click(down);
  expect(order()).toEqual(['B', 'A', 'C']);
  // From [B, A, C] to [B, C, A], React keeps B and C in place and moves A's row: the focused button leaves the DOM a moment.
  fireEvent.click(screen.getByRole('button', { name: 'Later answer' }));
  expect(order()).toEqual(['B', 'C', 'A']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Up A' }));
});

test('once the focus went elsewhere, a later reorder does not take it back', () => {
  const [a, b, c] = clips;
  render(<OrderedList initial={clips} later={[b, c, a]} />);
  const down = screen.getByRole('button', { name: 'Down A' });
  down.focus();
  fireEvent.click(down);
  const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
  elsewhere.focus();
  fireEvent.click(screen.getByRole('button', { name: 'Later answer' }));
  expect(document.activeElement).toBe(elsewhere);
});
