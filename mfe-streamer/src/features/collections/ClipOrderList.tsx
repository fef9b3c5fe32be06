import { useStrings, type Clip, type CollectionDetail } from '@clipyard/shared';
import { reorderFocusKey, useClipReorder } from '@clipyard/clip-ui';
import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { ClipThumbnail } from '../clip-manager';
import { collectionsStrings } from './i18n';

/** Whether a visitor sees this clip in the collection (ADR 0148: ready and public). */
const shownToVisitors = (clip: Clip) => clip.status === 'ready' && (clip.visibility ?? 'public') === 'public';

export interface OrderActions {
  move: (clip: Clip, toIndex: number) => void;
  setCover: (clip: Clip) => void;
  remove: (clip: Clip) => void;
}

/**
 * The collection's clips in order. Each row can be dragged onto another row's place (pointer), or moved with its
 * Move up / Move down buttons (keyboard), as clip-ui's useClipReorder does it; the move is announced by the caller's
 * live region.
 */
export function ClipOrderList({ collection, actions }: { collection: CollectionDetail; actions: OrderActions }) {
  const { t } = useStrings(collectionsStrings);
  const reorder = useClipReorder(collection.clipList, actions.move);
  const count = collection.clipList.length;
  const coverId = collection.cover?.internalClipId ?? null;

  return (
    <List aria-label={t('collections.clipsHeading', { count, max: 200 })} data-testid="collection-clips">
      {collection.clipList.map((clip, index) => (
        <ListItem
          key={clip.internalClipId}
          divider
          {...reorder.dragProps(clip, index)}
          data-testid="collection-clip"
          sx={{
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            cursor: 'grab',
            ...reorder.dragStyle(clip, index),
          }}
        >
          <Typography aria-label={t('collections.position', { position: index + 1 })} sx={{ width: 28, textAlign: 'right', fontWeight: 700 }}>
            {index + 1}
          </Typography>
          <ClipThumbnail clip={clip} width={96} />
          <Box sx={{ flexGrow: 1, minWidth: 140, overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="collection-clip-title">
              {clip.clipTitle}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {clip.internalClipId === coverId ? <Chip size="small" color="primary" label={t('collections.cover')} /> : null}
              {shownToVisitors(clip) ? null : <Chip size="small" variant="outlined" label={t('collections.hiddenFromVisitors')} />}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" data-focus-key={reorderFocusKey('up', clip)} disabled={index === 0} onClick={() => reorder.moveBy(clip, index, -1)} aria-label={t('collections.moveUpFor', { title: clip.clipTitle })}>
              {t('collections.moveUp')}
            </Button>
            <Button size="small" variant="outlined" data-focus-key={reorderFocusKey('down', clip)} disabled={index === count - 1} onClick={() => reorder.moveBy(clip, index, 1)} aria-label={t('collections.moveDownFor', { title: clip.clipTitle })}>
              {t('collections.moveDown')}
            </Button>
            <Button size="small" variant="outlined" disabled={clip.internalClipId === coverId} onClick={() => actions.setCover(clip)} aria-label={t('collections.setCoverFor', { title: clip.clipTitle })}>
              {t('collections.setCover')}
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={() => actions.remove(clip)} aria-label={t('collections.removeFor', { title: clip.clipTitle })}>
              {t('collections.remove')}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
