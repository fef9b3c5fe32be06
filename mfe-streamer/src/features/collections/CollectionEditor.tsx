import { COLLECTION_CLIPS_MAX, callApiResult, collectionPath, errorMessage, notify, useStrings, type Clip, type CollectionDetail } from '@clipyard/shared';
import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClipOrderList } from './ClipOrderList';
import { ClipPicker } from './ClipPicker';
import { titleIn } from './collection-title';
import { collectionsStrings } from './i18n';
import { TitlesDialog, type Titles } from './TitlesDialog';
import { useCollectionEditor } from './use-collection-editor';

/** A collection moved as the server will move it: `clip` taken out and put back at `toIndex`. */
function moved(collection: CollectionDetail, clip: Clip, toIndex: number): CollectionDetail {
  const rest = collection.clipList.filter((c) => c.internalClipId !== clip.internalClipId);
  rest.splice(Math.min(Math.max(toIndex, 0), rest.length), 0, clip);
  return { ...collection, clipList: rest };
}

/** One collection: its titles, its clips in order (reorder, remove, set as cover) and the picker that adds clips. */
export function CollectionEditor({ collectionId, channelLogin, listHref }: { collectionId: string; channelLogin: string; listHref: string }) {
  const { t, i18n } = useStrings(collectionsStrings);
  const { state, reload, change } = useCollectionEditor(collectionId);
  const [dialog, setDialog] = useState<'rename' | 'add' | null>(null);
  const [busy, setBusy] = useState(false);
  // What the last move did, for screen readers (a polite live region that is always in the page; 1 px, not MUI's 1 = 100 %).
  const [announcement, setAnnouncement] = useState('');

  const back = (
    <MuiLink component={Link} to={listHref} sx={{ display: 'inline-block', mt: 1 }}>
      {t('collections.back')}
    </MuiLink>
  );
  if (state.status === 'loading') return <Typography role="status" sx={{ mt: 3 }}>{t('collections.editorLoading')}</Typography>;
  if (state.status === 'error') {
    const gone = state.errorCode === 'COLLECTION_NOT_FOUND' || state.errorCode === 'FORBIDDEN';
    return (
      <Box sx={{ mt: 2 }}>
        {back}
        <Alert severity={gone ? 'info' : 'error'} sx={{ mt: 2 }} action={gone ? undefined : <Button color="inherit" onClick={() => void reload()}>{t('collections.retry')}</Button>}>
          {gone ? t('collections.notFound') : t('collections.failed', { message: errorMessage(t, state.errorCode) })}
        </Alert>
      </Box>
    );
  }

  const { collection } = state;
  const title = titleIn(collection, i18n.language);
  const failed = (key: 'moveFailed' | 'coverFailed' | 'removeFailed', errorCode: Parameters<typeof errorMessage>[1]) =>
    notify({ type: 'negative', message: t(`collections.${key}`, { message: errorMessage(t, errorCode) }) });

  const actions = {
    move: (clip: Clip, toIndex: number) => {
      const next = moved(collection, clip, toIndex);
      const position = next.clipList.findIndex((c) => c.internalClipId === clip.internalClipId) + 1;
      setAnnouncement(t('collections.moved', { title: clip.clipTitle, position, count: next.clipList.length }));
      void change(() => callApiResult('client/collections/moveCollectionClip', { collectionId, internalClipId: clip.internalClipId, toIndex }), (c) => moved(c, clip, toIndex)).then((r) => {
        if (!r.ok) failed('moveFailed', r.errorCode);
      });
    },
    setCover: (clip: Clip) => {
      void change(() => callApiResult('client/collections/setCollectionCover', { collectionId, internalClipId: clip.internalClipId })).then((r) => {
        if (!r.ok) return failed('coverFailed', r.errorCode);
        notify({ type: 'positive', message: t('collections.coverSet', { title: clip.clipTitle }) });
      });
    },
    remove: (clip: Clip) => {
      void change(() => callApiResult('client/collections/removeCollectionClip', { collectionId, internalClipId: clip.internalClipId })).then((r) => {
        if (!r.ok) return failed('removeFailed', r.errorCode);
        notify({ type: 'positive', message: t('collections.removed', { title: clip.clipTitle }) });
      });
    },
  };

  const rename = async (titles: Titles) => {
    setBusy(true);
    const result = await change(() => callApiResult('client/collections/renameCollection', { collectionId, ...titles }));
    setBusy(false);
    if (!result.ok) return notify({ type: 'negative', message: t('collections.renameFailed', { message: errorMessage(t, result.errorCode) }) });
    setDialog(null);
    notify({ type: 'positive', message: t('collections.renamed') });
  };

  const add = async (ids: string[]) => {
    setBusy(true);
    const result = await change(() => callApiResult('client/collections/addCollectionClips', { collectionId, internalClipIdList: ids }));
    setBusy(false);
    if (!result.ok) return notify({ type: 'negative', message: t('collections.addFailed', { message: errorMessage(t, result.errorCode) }) });
    setDialog(null);
    notify({ type: 'positive', message: t('collections.added', { count: ids.length }) });
  };

  const count = collection.clipList.length;
  return (
    <Box sx={{ mt: 1 }}>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="collection-editor-title">
            {title}
          </Typography>
          <MuiLink component={Link} to={collectionPath(channelLogin, collection.collectionId)}>
            {t('collections.viewOnChannel')}
          </MuiLink>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setDialog('rename')}>
            {t('collections.rename')}
          </Button>
          <Button variant="contained" onClick={() => setDialog('add')} disabled={count >= COLLECTION_CLIPS_MAX}>
            {t('collections.addClips')}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 700 }}>
        {t('collections.clipsHeading', { count, max: COLLECTION_CLIPS_MAX })}
      </Typography>
      {count === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('collections.editorEmpty')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('collections.reorderHelp')}
          </Typography>
          <ClipOrderList collection={collection} actions={actions} />
        </>
      )}
      <Box role="status" aria-live="polite" data-testid="collection-announcer" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {announcement}
      </Box>
      {dialog === 'rename' ? (
        <TitlesDialog heading={t('collections.renameTitle')} initial={{ titleEn: collection.titleEn, titleJa: collection.titleJa }} busy={busy} onSave={(titles) => void rename(titles)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'add' ? (
        <ClipPicker heading={t('collections.pickerTitle', { title })} exclude={collection.clipList.map((c) => c.internalClipId)} busy={busy} onAdd={(ids) => void add(ids)} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
}
