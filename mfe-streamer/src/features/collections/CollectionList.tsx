import { callApiResult, confirmDialog, errorMessage, notify, useStrings, type ApiErrorCode, type CollectionSummary } from '@clipyard/shared';
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ClipThumbnail } from '../clip-manager';
import { titleIn } from './collection-title';
import { collectionsStrings } from './i18n';
import { TitlesDialog, type Titles } from './TitlesDialog';

type ListState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; collections: CollectionSummary[]; max: number };
type Editing = { kind: 'create' } | { kind: 'rename'; collection: CollectionSummary } | null;

/** The streamer's collections: make, rename, delete (after a confirmation), and open one to arrange its clips. */
export function CollectionList({ openHref }: { openHref: (collectionId: string) => string }) {
  const { t, i18n } = useStrings(collectionsStrings);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/collections/getMyCollections', {});
    setState(result.ok ? { status: 'ready', collections: result.data.collectionList, max: result.data.maxCount } : { status: 'error', errorCode: result.errorCode });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (titles: Titles) => {
    if (!editing) return;
    setBusy(true);
    const result =
      editing.kind === 'create'
        ? await callApiResult('client/collections/createCollection', titles)
        : await callApiResult('client/collections/renameCollection', { collectionId: editing.collection.collectionId, ...titles });
    setBusy(false);
    if (!result.ok) {
      const key = editing.kind === 'create' ? 'collections.createFailed' : 'collections.renameFailed';
      return notify({ type: 'negative', message: t(key, { message: errorMessage(t, result.errorCode) }) });
    }
    const saved = result.data.collection;
    setState((s) =>
      s.status !== 'ready'
        ? s
        : { ...s, collections: editing.kind === 'create' ? [...s.collections, saved] : s.collections.map((c) => (c.collectionId === saved.collectionId ? saved : c)) },
    );
    setEditing(null);
    notify({ type: 'positive', message: editing.kind === 'create' ? t('collections.created', { title: titleIn(saved, i18n.language) }) : t('collections.renamed') });
  };

  const remove = async (collection: CollectionSummary) => {
    const title = titleIn(collection, i18n.language);
    const confirmed = await confirmDialog({ title: t('collections.deleteTitle', { title }), message: t('collections.deleteBody'), okLabel: t('collections.delete') });
    if (!confirmed) return;
    const result = await callApiResult('client/collections/deleteCollection', { collectionId: collection.collectionId });
    // One deleted meanwhile (another tab) leaves the list either way.
    if (!result.ok && result.errorCode !== 'COLLECTION_NOT_FOUND') {
      return notify({ type: 'negative', message: t('collections.deleteFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    setState((s) => (s.status === 'ready' ? { ...s, collections: s.collections.filter((c) => c.collectionId !== collection.collectionId) } : s));
    notify({ type: 'positive', message: t('collections.deleted', { title }) });
  };

  if (state.status === 'loading') return <Typography role="status" sx={{ mt: 3 }}>{t('collections.loading')}</Typography>;
  if (state.status === 'error') {
    return (
      <Alert severity="error" sx={{ mt: 3 }} action={<Button color="inherit" onClick={() => void load()}>{t('collections.retry')}</Button>}>
        {t('collections.failed', { message: errorMessage(t, state.errorCode) })}
      </Alert>
    );
  }
  const full = state.collections.length >= state.max;
  return (
    <Box component="section" aria-labelledby="collection-list-heading" sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="collection-list-heading" variant="h6" component="h2">
          {t('collections.listHeading', { count: state.collections.length, max: state.max })}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ kind: 'create' })} disabled={full}>
          {t('collections.create')}
        </Button>
      </Stack>
      {full ? <Alert severity="info">{t('collections.full')}</Alert> : null}
      {state.collections.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('collections.empty')}
        </Typography>
      ) : (
        <List aria-labelledby="collection-list-heading">
          {state.collections.map((collection) => {
            const title = titleIn(collection, i18n.language);
            return (
              <ListItem key={collection.collectionId} divider data-testid="studio-collection" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                {collection.cover ? <ClipThumbnail clip={collection.cover} width={112} /> : <Box aria-hidden sx={{ width: 112, aspectRatio: '16 / 9', bgcolor: 'action.hover', borderRadius: 1 }} />}
                <Box sx={{ flexGrow: 1, minWidth: 160, overflowWrap: 'anywhere' }}>
                  <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                  {collection.titleEn && collection.titleJa ? (
                    <Typography variant="body2" color="text.secondary">
                      {i18n.language.startsWith('ja') ? collection.titleEn : collection.titleJa}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color="text.secondary">
                    {t('collections.clipCount', { count: collection.clipCount })}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button variant="contained" component={Link} to={openHref(collection.collectionId)} aria-label={t('collections.openFor', { title })}>
                    {t('collections.open')}
                  </Button>
                  <Button variant="outlined" onClick={() => setEditing({ kind: 'rename', collection })} aria-label={t('collections.renameFor', { title })}>
                    {t('collections.rename')}
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => void remove(collection)} aria-label={t('collections.deleteFor', { title })}>
                    {t('collections.delete')}
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      {editing ? (
        <TitlesDialog
          heading={editing.kind === 'create' ? t('collections.createTitle') : t('collections.renameTitle')}
          initial={editing.kind === 'create' ? { titleEn: '', titleJa: '' } : { titleEn: editing.collection.titleEn, titleJa: editing.collection.titleJa }}
          busy={busy}
          onSave={(titles) => void save(titles)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
