import { clipPath, useStrings, type Clip } from '@clipyard/shared';
import { Box, Button, Card, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { studioStrings } from '../studio';
import { thumbnailStrings } from '../thumbnail-editor';
import { verticalStrings } from '../vertical-editor';
import { recutStrings } from '../recut';
import { categoryFieldStrings } from '../category-field';
import { addToCollectionStrings } from '../add-to-collection';
import { canBeInCollection, canChooseThumbnail, type ManagedClipsProps } from './clip-display';
import { ClipStatusChips } from './ClipStatusChips';
import { ClipThumbnail } from './ClipThumbnail';
import { clipManagerStrings } from './i18n';

/**
 * Phones and narrow windows: each clip a card that fits the width (issue 19 item 11): thumbnail, title, status and
 * date on top, its checkbox and the Rename, Thumbnail and Delete buttons (full-size touch targets, named for the clip) below.
 * Nothing scrolls sideways.
 */
export function ClipCardList(props: ManagedClipsProps) {
  const { t } = useStrings(clipManagerStrings, studioStrings);
  const { clips, selected, allSelected } = props;
  const someSelected = clips.some((clip) => selected.includes(clip.internalClipId));
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={allSelected} indeterminate={someSelected && !allSelected} onChange={props.onToggleAll} />}
        label={t('clips.selectAll')}
        sx={{ mb: 1 }}
      />
      <Box component="ul" aria-label={t('clips.tableLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {clips.map((clip) => (
          <li key={clip.internalClipId}>
            <ClipCard clip={clip} {...props} />
          </li>
        ))}
      </Box>
    </>
  );
}

function ClipCard({ clip, language, selected, isBusy, onToggle, onRename, onDelete, onThumbnail, onVertical, onTrim, onCategory, onCollections }: ManagedClipsProps & { clip: Clip }) {
  const { t } = useStrings(clipManagerStrings, studioStrings, thumbnailStrings, verticalStrings, recutStrings, categoryFieldStrings, addToCollectionStrings);
  const busy = isBusy(clip);
  const isSelected = selected.includes(clip.internalClipId);
  const headingId = `managed-clip-${clip.internalClipId}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="managed-clip"
      sx={{ p: 1.5, bgcolor: isSelected ? 'action.selected' : undefined }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <ClipThumbnail clip={clip} width={112} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={headingId} variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.35 }}>
            {clip.status === 'ready' ? (
              <Link component={RouterLink} to={clipPath(clip.channelLogin, clip.internalClipId)}>
                {clip.clipTitle}
              </Link>
            ) : (
              clip.clipTitle
            )}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <ClipStatusChips clip={clip} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {new Date(clip.createdAt).toLocaleDateString(language)}
            {' · '}
            {t('clips.viewCount', { count: clip.viewCount, formatted: clip.viewCount.toLocaleString(language) })}
            {' · '}
            {t('clips.likeCount', { count: clip.likeCount, formatted: clip.likeCount.toLocaleString(language) })}
          </Typography>
        </Box>
      </Stack>
      {/* Three actions and the checkbox do not fit 390 px in one row (nor in Japanese): the row wraps, never scrolls. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Checkbox checked={isSelected} onChange={() => onToggle(clip)} slotProps={{ input: { 'aria-label': t('clips.select', { title: clip.clipTitle }) } }} sx={{ ml: -1 }} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" disabled={busy} onClick={() => onRename(clip)} aria-label={t('clips.renameLabel', { title: clip.clipTitle })}>
          {t('clips.rename')}
        </Button>
        {canChooseThumbnail(clip) ? (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => onThumbnail(clip)} aria-label={t('thumbnail.openLabel', { title: clip.clipTitle })}>
              {t('thumbnail.open')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => onVertical(clip)} aria-label={t('vertical.openLabel', { title: clip.clipTitle })}>
              {t('vertical.open')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => onTrim(clip)} aria-label={t('recut.openLabel', { title: clip.clipTitle })}>
              {t('recut.open')}
            </Button>
          </>
        ) : null}
        <Button variant="outlined" disabled={busy} onClick={() => onCategory(clip)} aria-label={t('categoryField.openLabel', { title: clip.clipTitle })}>
          {t('categoryField.open')}
        </Button>
        {canBeInCollection(clip) ? (
          <Button variant="outlined" disabled={busy} onClick={() => onCollections(clip)} aria-label={t('addToCollection.openLabel', { title: clip.clipTitle })}>
            {t('addToCollection.open')}
          </Button>
        ) : null}
        <Button variant="outlined" disabled={busy} onClick={() => onDelete(clip)} aria-label={t('clips.deleteLabel', { title: clip.clipTitle })}>
          {t('clips.delete')}
        </Button>
      </Stack>
    </Card>
  );
}
