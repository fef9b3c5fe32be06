import { useState, type DragEvent } from 'react';

/**
 * Reordering a list by native HTML drag and drop: a row's handle starts the drag, any row is a drop target, and a
 * drop calls `onMove(from, to)`. Native drag and drop needs no library in the remote's bundle; it does not work
 * with touch or the keyboard, which is why the rows keep their move up/down buttons (ADR 0062).
 */
export function useDragOrder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };

  /** Props of the handle a person grabs to move row `index`. */
  const handleProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      setDragging(index);
      const transfer = event.dataTransfer as DataTransfer | undefined;
      if (!transfer) return;
      transfer.effectAllowed = 'move';
      // Firefox starts a drag only when it carries data.
      transfer.setData('text/plain', String(index));
      // Drag the picture of the whole row, not of the small handle.
      const row = event.currentTarget.closest('li');
      if (row && typeof transfer.setDragImage === 'function') transfer.setDragImage(row, 16, 16);
    },
    onDragEnd: reset,
  });

  /** Props of row `index`, a drop target while a row of this list is dragged. */
  const rowProps = (index: number) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      if (dragging !== index) onMove(dragging, index);
      reset();
    },
  });

  return { dragging, over, handleProps, rowProps };
}
