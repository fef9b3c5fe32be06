import { clipPath, useStrings, type Clip } from '@clipyard/shared';
import { Button, Checkbox, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
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

/** Wide screens: the clips as a table, a column per field, Rename and Delete on each row. */
export function ClipTable(props: ManagedClipsProps) {
  const { t } = useStrings(clipManagerStrings, studioStrings);
  const { clips, selected, allSelected } = props;
  const someSelected = clips.some((clip) => selected.includes(clip.internalClipId));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('clips.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={props.onToggleAll}
                slotProps={{ input: { 'aria-label': t('clips.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('clips.title')}</TableCell>
            <TableCell>{t('clips.status')}</TableCell>
            <TableCell>{t('clips.date')}</TableCell>
            <TableCell align="right">{t('clips.views')}</TableCell>
            <TableCell align="right">{t('clips.likes')}</TableCell>
            <TableCell>{t('clips.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clips.map((clip) => (
            <ClipRow key={clip.internalClipId} clip={clip} {...props} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ClipRow({ clip, language, selected, isBusy, onToggle, onRename, onDelete, onThumbnail, onVertical, onTrim, onCategory, onCollections }: ManagedClipsProps & { clip: Clip }) {
  const { t } = useStrings(clipManagerStrings, studioStrings, thumbnailStrings, verticalStrings, recutStrings, categoryFieldStrings, addToCollectionStrings);
  const busy = isBusy(clip);
  const isSelected = selected.includes(clip.internalClipId);
  return (
    <TableRow hover selected={isSelected} data-testid="managed-clip">
      <TableCell padding="checkbox">
        <Checkbox checked={isSelected} onChange={() => onToggle(clip)} slotProps={{ input: { 'aria-label': t('clips.select', { title: clip.clipTitle }) } }} />
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
          <ClipThumbnail clip={clip} width={96} />
          <ClipTitle clip={clip} />
        </Stack>
      </TableCell>
      <TableCell>
        <ClipStatusChips clip={clip} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(clip.createdAt).toLocaleDateString(language)}</TableCell>
      <TableCell align="right">{clip.viewCount.toLocaleString(language)}</TableCell>
      <TableCell align="right">{clip.likeCount.toLocaleString(language)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button size="small" disabled={busy} onClick={() => onRename(clip)} aria-label={t('clips.renameLabel', { title: clip.clipTitle })}>
            {t('clips.rename')}
          </Button>
          {canChooseThumbnail(clip) ? (
            <>
              <Button size="small" disabled={busy} onClick={() => onThumbnail(clip)} aria-label={t('thumbnail.openLabel', { title: clip.clipTitle })}>
                {t('thumbnail.open')}
              </Button>
              <Button size="small" disabled={busy} onClick={() => onVertical(clip)} aria-label={t('vertical.openLabel', { title: clip.clipTitle })}>
                {t('vertical.open')}
              </Button>
              <Button size="small" disabled={busy} onClick={() => onTrim(clip)} aria-label={t('recut.openLabel', { title: clip.clipTitle })}>
                {t('recut.open')}
              </Button>
            </>
          ) : null}
          <Button size="small" disabled={busy} onClick={() => onCategory(clip)} aria-label={t('categoryField.openLabel', { title: clip.clipTitle })}>
            {t('categoryField.open')}
          </Button>
          {canBeInCollection(clip) ? (
            <Button size="small" disabled={busy} onClick={() => onCollections(clip)} aria-label={t('addToCollection.openLabel', { title: clip.clipTitle })}>
              {t('addToCollection.open')}
            </Button>
          ) : null}
          <Button size="small" disabled={busy} onClick={() => onDelete(clip)} aria-label={t('clips.deleteLabel', { title: clip.clipTitle })}>
            {t('clips.delete')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** The title, a link to the clip's page once it is published. */
export function ClipTitle({ clip }: { clip: Clip }) {
  return clip.status === 'ready' ? (
    <Link component={RouterLink} to={clipPath(clip.channelLogin, clip.internalClipId)} sx={{ overflowWrap: 'anywhere' }}>
      {clip.clipTitle}
    </Link>
  ) : (
    <Typography sx={{ overflowWrap: 'anywhere' }}>{clip.clipTitle}</Typography>
  );
}
