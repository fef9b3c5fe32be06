import { callApiResult, confirmDialog, errorMessage, notify, promptDialog, useStrings, type KeysOf, validateClipTitle, type Clip } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { StudioGate, studioStrings } from '../studio';
import { ThumbnailDialog } from '../thumbnail-editor';
import { VerticalDialog } from '../vertical-editor';
import { TrimClipDialog } from '../recut';
import { ClipCategoryDialog } from '../category-field';
import { AddToCollectionDialog } from '../add-to-collection';
import type { ManagedClipsProps } from './clip-display';
import { ClipCardList } from './ClipCardList';
import { ClipTable } from './ClipTable';
import { clipManagerStrings, type enUS } from './i18n';
import { clipSorts, filterAndSortClips, type ClipSort } from './sort-clips';
import { useChannelClips } from './use-channel-clips';
import { useNarrowScreen } from './use-narrow-screen';

const SORT_LABEL: Record<ClipSort, KeysOf<typeof enUS>> = { date: 'clips.sortDate', views: 'clips.sortViews', likes: 'clips.sortLikes', status: 'clips.sortStatus' };

/** `/streamer/clips`: every clip of the streamer's channel, searchable and sortable, renamed, re-thumbnailed and deleted here. */
export function ClipManagerPage() {
  const { t } = useStrings(clipManagerStrings, studioStrings);
  return <StudioGate screen={t('clips.heading')}>{(channelLogin) => <ClipManager channelLogin={channelLogin} />}</StudioGate>;
}

interface BulkState {
  done: number;
  total: number;
}

function ClipManager({ channelLogin }: { channelLogin: string }) {
  const { t, i18n } = useStrings(clipManagerStrings, studioStrings);
  const list = useChannelClips(channelLogin);
  const narrow = useNarrowScreen();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ClipSort>('date');
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState<BulkState | null>(null);
  const [failures, setFailures] = useState<{ title: string; message: string }[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [thumbnailOf, setThumbnailOf] = useState<Clip | null>(null);
  const [verticalOf, setVerticalOf] = useState<Clip | null>(null);
  const [trimOf, setTrimOf] = useState<Clip | null>(null);
  const [categoryOf, setCategoryOf] = useState<Clip | null>(null);
  const [collectionsOf, setCollectionsOf] = useState<Clip | null>(null);
  const shown = useMemo(() => filterAndSortClips(list.clips, query, sort), [list.clips, query, sort]);
  const shownSelected = shown.filter((clip) => selected.includes(clip.internalClipId));

  const rename = async (clip: Clip) => {
    const title = await promptDialog({
      title: t('clips.renameTitle'),
      message: t('clips.renameMessage'),
      label: t('clips.renameField'),
      initialValue: clip.clipTitle,
      okLabel: t('clips.rename'),
      validate: (value) => {
        const problem = validateClipTitle(value.trim());
        return problem ? errorMessage(t, problem) : null;
      },
    });
    if (title === null || title.trim() === clip.clipTitle) return;
    setBusyId(clip.internalClipId);
    const result = await callApiResult('client/clipManage/renameClip', { internalClipId: clip.internalClipId, clipTitle: title.trim() });
    setBusyId(null);
    if (!result.ok) return notify({ type: 'negative', message: errorMessage(t, result.errorCode) });
    list.renameLocal(clip.internalClipId, result.data.clipTitle);
    notify({ type: 'positive', message: t('clips.renamed') });
  };

  const remove = async (clip: Clip) => {
    if (!(await confirmDialog({ title: t('clips.deleteTitle'), message: t('clips.deleteMessage', { title: clip.clipTitle }), okLabel: t('clips.delete') }))) return;
    setBusyId(clip.internalClipId);
    const result = await callApiResult('client/clipManage/deleteClip', { internalClipId: clip.internalClipId });
    setBusyId(null);
    if (!result.ok && result.errorCode !== 'CLIP_NOT_FOUND') return notify({ type: 'negative', message: errorMessage(t, result.errorCode) });
    list.removeIds([clip.internalClipId]);
    setSelected((ids) => ids.filter((id) => id !== clip.internalClipId));
    notify({ type: 'positive', message: t('clips.deleted') });
  };

  // One call per clip, one after the other: the progress is exact and a failure stops nothing else.
  const removeSelected = async () => {
    const targets = shownSelected;
    if (targets.length === 0) return;
    if (!(await confirmDialog({ title: t('clips.bulkTitle', { count: targets.length }), message: t('clips.bulkMessage'), okLabel: t('clips.delete') }))) return;
    setFailures([]);
    setBulk({ done: 0, total: targets.length });
    const removed: string[] = [];
    const failed: { title: string; message: string }[] = [];
    for (const [index, clip] of targets.entries()) {
      const result = await callApiResult('client/clipManage/deleteClip', { internalClipId: clip.internalClipId });
      if (result.ok || result.errorCode === 'CLIP_NOT_FOUND') removed.push(clip.internalClipId);
      else failed.push({ title: clip.clipTitle, message: errorMessage(t, result.errorCode) });
      setBulk({ done: index + 1, total: targets.length });
    }
    list.removeIds(removed);
    setSelected((ids) => ids.filter((id) => !removed.includes(id)));
    setFailures(failed);
    setBulk(null);
    if (removed.length > 0) notify({ type: 'positive', message: t('clips.bulkDone', { count: removed.length }) });
  };

  const toggle = (id: string) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const allShownSelected = shown.length > 0 && shownSelected.length === shown.length;
  const toggleAll = () => setSelected(allShownSelected ? [] : shown.map((clip) => clip.internalClipId));
  const listedProps: ManagedClipsProps = {
    clips: shown,
    language: i18n.language,
    selected,
    allSelected: allShownSelected,
    isBusy: (clip) => busyId === clip.internalClipId || bulk !== null,
    onToggle: (clip) => toggle(clip.internalClipId),
    onToggleAll: toggleAll,
    onRename: (clip) => void rename(clip),
    onDelete: (clip) => void remove(clip),
    onThumbnail: (clip) => setThumbnailOf(clip),
    onVertical: (clip) => setVerticalOf(clip),
    onTrim: (clip) => setTrimOf(clip),
    onCategory: (clip) => setCategoryOf(clip),
    onCollections: (clip) => setCollectionsOf(clip),
  };

  return (
    <Box component="section" aria-labelledby="clip-manager-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography id="clip-manager-heading" variant="h5" component="h1">
        {t('clips.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('clips.intro', { channel: channelLogin })}
      </Typography>
      {list.errorCode ? (
        <ErrorState message={t('clips.failed')} retryLabel={t('studio.retry')} onRetry={() => void list.reload()} />
      ) : list.loading && list.clips.length === 0 ? (
        <LoadingState label={t('clips.loading')} />
      ) : list.clips.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('clips.empty')}
        </Typography>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <TextField label={t('clips.search')} type="search" size="small" value={query} onChange={(e) => setQuery(e.target.value)} sx={{ minWidth: 240 }} />
            <TextField select label={t('clips.sort')} size="small" value={sort} onChange={(e) => setSort(e.target.value as ClipSort)} sx={{ minWidth: 200 }}>
              {clipSorts.map((key) => (
                <MenuItem key={key} value={key}>
                  {t(SORT_LABEL[key])}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" disabled={shownSelected.length === 0 || bulk !== null} onClick={() => void removeSelected()}>
              {t('clips.bulkDelete', { count: shownSelected.length })}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {t('clips.count', { count: shown.length })}
          </Typography>
          {list.isTruncated ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('clips.truncated', { count: list.clips.length })}
            </Alert>
          ) : null}
          {bulk ? (
            <Box role="status" sx={{ mb: 2 }}>
              <Typography variant="body2">{t('clips.bulkProgress', { ...bulk })}</Typography>
              <LinearProgress variant="determinate" value={(bulk.done / bulk.total) * 100} aria-label={t('clips.bulkProgress', { ...bulk })} />
            </Box>
          ) : null}
          {failures.length > 0 ? (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailures([])}>
              {t('clips.bulkFailed')}
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {failures.map((f) => (
                  <li key={f.title}>
                    {f.title}: {f.message}
                  </li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {t('clips.noMatch', { query })}
            </Typography>
          ) : (
            // A table where its seven columns fit; cards on a phone, where the table cut off Status and the actions.
            narrow ? <ClipCardList {...listedProps} /> : <ClipTable {...listedProps} />
          )}
        </>
      )}
      {thumbnailOf ? <ThumbnailDialog clip={thumbnailOf} onClose={() => setThumbnailOf(null)} onChanged={list.replaceLocal} /> : null}
      {verticalOf ? <VerticalDialog clip={verticalOf} onClose={() => setVerticalOf(null)} onChanged={list.replaceLocal} /> : null}
      {categoryOf ? <ClipCategoryDialog clip={categoryOf} onClose={() => setCategoryOf(null)} onSaved={() => void list.reload()} /> : null}
      {collectionsOf ? <AddToCollectionDialog clip={collectionsOf} onClose={() => setCollectionsOf(null)} /> : null}
      {trimOf ? <TrimClipDialog clip={trimOf} onClose={() => setTrimOf(null)} onCut={() => void list.reload()} /> : null}
    </Box>
  );
}
