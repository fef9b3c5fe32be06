import { useStrings, type Clip } from '@clipyard/shared';
import { ClipCard, reorderFocusKey, useAvifSupport, useClipReorder } from '@clipyard/clip-ui';
import { Box, Button, Stack } from '@mui/material';
import { savedListsStrings } from './i18n';

export interface ListClipActions {
  remove: (clip: Clip) => void;
  move: (clip: Clip, toIndex: number) => void;
}

/**
 * The cards the other clip listings show, in the list's order, each with Move up / Move down and "Remove from list"
 * under it, or dragged onto another card's place (clip-ui's useClipReorder, as the studio's collection editor). The
 * move is announced by the page's live region. The last card shown moves down once the next page is shown.
 */
export function ListClipGrid({ clips, listName, actions }: { clips: Clip[]; listName: string; actions: ListClipActions }) {
  const { t } = useStrings(savedListsStrings);
  const avif = useAvifSupport();
  const reorder = useClipReorder(clips, actions.move);

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
          {...reorder.dragProps(clip, index)}
          data-testid="list-clip"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            ...reorder.dragStyle(clip, index),
            outlineOffset: 4,
          }}
        >
          <ClipCard clip={clip} avifSupported={avif} aboveTheFold={index < 4} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              data-focus-key={reorderFocusKey('up', clip)}
              disabled={index === 0}
              onClick={() => reorder.moveBy(clip, index, -1)}
              aria-label={t('savedLists.moveUpLabel', { title: clip.clipTitle })}
            >
              {t('savedLists.moveUp')}
            </Button>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              data-focus-key={reorderFocusKey('down', clip)}
              disabled={index === clips.length - 1}
              onClick={() => reorder.moveBy(clip, index, 1)}
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
