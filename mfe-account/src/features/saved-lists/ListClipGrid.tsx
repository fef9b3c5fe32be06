import { useStrings, type Clip } from '@clipyard/shared';
import { ClipCard, useAvifSupport } from '@clipyard/clip-ui';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { savedListsStrings } from './i18n';

export interface ListClipActions {
  remove: (clip: Clip) => void;
  move: (clip: Clip, toIndex: number) => void;
}

/**
 * The cards the other clip listings show, in the list's order, each with Move up / Move down and "Remove from list"
 * under it. A card can also be dragged onto another card's place (pointer). After a button's move the focus stays
 * on that button, on the clip's new card (its neighbour when the pressed one is now disabled at the top or bottom),
 * and the move is announced by the page's live region. The last card shown moves down once the next page is shown. (The studio's collection editor does the same; remotes do
 * not import each other, so this is its own small copy.)
 */
export function ListClipGrid({ clips, listName, actions }: { clips: Clip[]; listName: string; actions: ListClipActions }) {
  const { t } = useStrings(savedListsStrings);
  const avif = useAvifSupport();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (!refocus.current) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-focus-key="${refocus.current}"]`);
    const target = button && !button.disabled ? button : button?.parentElement?.querySelector<HTMLButtonElement>('[data-focus-key]:not([disabled])');
    target?.focus();
    refocus.current = null;
  });

  const moveBy = (clip: Clip, index: number, delta: number) => {
    refocus.current = `${delta < 0 ? 'up' : 'down'}-${clip.internalClipId}`;
    actions.move(clip, index + delta);
  };

  return (
    <Box
      component="ul"
      aria-label={t('savedLists.clipsLabel', { name: listName })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {clips.map((clip, index) => (
        <Box
          component="li"
          key={clip.internalClipId}
          draggable
          data-testid="list-clip"
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', clip.internalClipId);
            setDragged(clip.internalClipId);
          }}
          onDragOver={(event) => {
            if (!dragged) return;
            event.preventDefault();
            setOver(index);
          }}
          onDragLeave={() => setOver((o) => (o === index ? null : o))}
          onDrop={(event) => {
            event.preventDefault();
            const moving = clips.find((c) => c.internalClipId === dragged);
            setDragged(null);
            setOver(null);
            if (moving && moving.internalClipId !== clip.internalClipId) actions.move(moving, index);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            opacity: dragged === clip.internalClipId ? 0.5 : 1,
            outline: over === index && dragged !== clip.internalClipId ? 2 : 0,
            outlineColor: 'primary.main',
            outlineStyle: 'dashed',
            outlineOffset: 4,
          }}
        >
          <ClipCard clip={clip} avifSupported={avif} aboveTheFold={index < 4} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              data-focus-key={`up-${clip.internalClipId}`}
              disabled={index === 0}
              onClick={() => moveBy(clip, index, -1)}
              aria-label={t('savedLists.moveUpLabel', { title: clip.clipTitle })}
            >
              {t('savedLists.moveUp')}
            </Button>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              data-focus-key={`down-${clip.internalClipId}`}
              disabled={index === clips.length - 1}
              onClick={() => moveBy(clip, index, 1)}
              aria-label={t('savedLists.moveDownLabel', { title: clip.clipTitle })}
            >
              {t('savedLists.moveDown')}
            </Button>
            <Button size="small" color="inherit" variant="outlined" onClick={() => actions.remove(clip)} aria-label={t('savedLists.removeLabel', { title: clip.clipTitle })}>
              {t('savedLists.remove')}
            </Button>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
