import type { Clip } from '@clipyard/shared';
import { useEffect, useRef, useState, type DragEvent } from 'react';

/** Where a Move up / Move down button sits: the hook finds it again after the move by this key. */
export const reorderFocusKey = (direction: 'up' | 'down', clip: Clip) => `${direction}-${clip.internalClipId}`;

/**
 * A list of clips a person puts in order: a viewer's saved list (mfe-account) and a streamer's collection
 * (mfe-streamer) both use it, each with its own look.
 *
 * - **Keyboard**: `moveBy` moves a clip one place. After the move, the focus stays on the button pressed, now on the
 *   clip's new row. At the top or bottom that button is disabled, so its neighbour takes the focus instead. A
 *   button opts in with `data-focus-key={reorderFocusKey(…)}`. The caller announces the move in its live region.
 * - **Pointer**: `dragProps` make a row draggable onto another row's place. `dragStyle` dims the row being dragged
 *   and outlines the place it would land.
 *
 * `move` gets the clip and the index it should take; the caller saves it (and rolls back if the call fails).
 */
export function useClipReorder(clips: readonly Clip[], move: (clip: Clip, toIndex: number) => void) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // The Move button last pressed, while the focus is still its own: every render re-finds it by its key.
  const refocus = useRef<{ clip: Clip; direction: 'up' | 'down'; justPressed: boolean } | null>(null);

  // After every render while a pressed Move button holds the focus: the button (or its enabled neighbour) keeps it.
  // Not only the render of the move itself: a later answer can reorder the rows again (the server's order after a
  // failed move, CI run 97), and a row React moves in the DOM drops the focus to the page's body. Once the person
  // puts the focus elsewhere (Tab, a click), the list lets it be.
  useEffect(() => {
    const pressed = refocus.current;
    if (!pressed) return;
    const keys = [reorderFocusKey('up', pressed.clip), reorderFocusKey('down', pressed.clip)];
    const active = document.activeElement;
    const focusLost = !active || active === document.body;
    const onItsButtons = active instanceof HTMLElement && keys.includes(active.dataset.focusKey ?? '');
    // The move's own render takes the focus to the button whatever held it (a screen reader can press a button
    // without focusing it); later renders only keep it there.
    if (!pressed.justPressed && !focusLost && !onItsButtons) {
      refocus.current = null;
      return;
    }
    pressed.justPressed = false;
    const button = document.querySelector<HTMLButtonElement>(`[data-focus-key="${reorderFocusKey(pressed.direction, pressed.clip)}"]`);
    const target = button && !button.disabled ? button : button?.parentElement?.querySelector<HTMLButtonElement>('[data-focus-key]:not([disabled])');
    if (target && target !== active) target.focus();
  });

  // A press or a click anywhere is the person choosing where the focus goes next.
  useEffect(() => {
    const release = () => (refocus.current = null);
    document.addEventListener('pointerdown', release, true);
    return () => document.removeEventListener('pointerdown', release, true);
  }, []);

  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };

  return {
    moveBy(clip: Clip, index: number, delta: -1 | 1) {
      refocus.current = { clip, direction: delta < 0 ? 'up' : 'down', justPressed: true };
      move(clip, index + delta);
    },
    dragProps(clip: Clip, index: number) {
      return {
        draggable: true,
        onDragStart(event: DragEvent) {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', clip.internalClipId);
          setDragged(clip.internalClipId);
        },
        onDragOver(event: DragEvent) {
          if (!dragged) return;
          event.preventDefault();
          setOver(index);
        },
        onDragLeave() {
          setOver((o) => (o === index ? null : o));
        },
        onDrop(event: DragEvent) {
          event.preventDefault();
          const moving = clips.find((c) => c.internalClipId === dragged);
          endDrag();
          if (moving && moving.internalClipId !== clip.internalClipId) move(moving, index);
        },
        onDragEnd: endDrag,
      };
    },
    dragStyle(clip: Clip, index: number) {
      return {
        opacity: dragged === clip.internalClipId ? 0.5 : 1,
        outline: over === index && dragged !== clip.internalClipId ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'dashed',
      } as const;
    },
  };
}
