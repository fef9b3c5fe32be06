import { SAVED_LIST_NAME_MAX, callApiResult, confirmDialog, errorMessage, notify, promptDialog, useSession, useStrings, type Clip } from '@clipyard/shared';
import { ErrorState, LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ListClipGrid } from './ListClipGrid';
import { savedListsStrings } from './i18n';
import { LISTS_PATH, listIdOf } from './list-path';
import { useListClips } from './use-list-clips';

/**
 * `/account/lists/:listId` (issue 23 item 5, ADR 0149): one of the person's lists, its clips in the list's order (a new
 * save first) as the site's clip cards, each movable (Move up / Move down, or drag) and removable; a named list can be
 * renamed and deleted (after a confirmation). "Saved" is `/account/lists/saved`.
 */
export function ListPage() {
  const { t } = useStrings(savedListsStrings);
  const navigate = useNavigate();
  // The shell mounts this remote's screens under its own `/account/*` route, so useParams holds the splat, not
  // `listId`: the id is read from the address.
  const listId = listIdOf(useLocation().pathname);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const clips = useListClips(loaded && isSignedIn, uid, listId);
  // What the last move did, for screen readers: a polite live region always in the page (1 px, visually hidden).
  const [announcement, setAnnouncement] = useState('');

  if (!loaded) return <LoadingState label={t('savedLists.listLoading')} />;
  if (!isSignedIn) return <NoticeCard title={t('savedLists.signedOutTitle')} body={t('savedLists.signedOutBody')} to="/account/login" action={t('savedLists.login')} />;

  const list = clips.list;
  const name = list ? (list.name ?? t('savedLists.savedList')) : '';

  const remove = async (clip: Clip) => {
    const code = await clips.remove(clip);
    notify(code ? { type: 'negative', message: `${t('savedLists.removeFailed')} ${errorMessage(t, code)}` } : { type: 'positive', message: t('savedLists.removed', { name }) });
  };

  const move = async (clip: Clip, toIndex: number) => {
    const position = Math.min(Math.max(toIndex, 0), clips.items.length - 1) + 1;
    setAnnouncement(t('savedLists.moved', { title: clip.clipTitle, position, count: clips.items.length }));
    const code = await clips.move(clip, toIndex);
    if (code) notify({ type: 'negative', message: `${t('savedLists.moveFailed')} ${errorMessage(t, code)}` });
  };

  const rename = async () => {
    if (!list || list.isBuiltIn) return;
    const value = await promptDialog({
      title: t('savedLists.rename'),
      message: t('savedLists.renameMessage'),
      label: t('savedLists.nameLabel'),
      initialValue: list.name ?? '',
      okLabel: t('savedLists.rename'),
      validate: (v) => (v.trim().length === 0 || v.trim().length > SAVED_LIST_NAME_MAX ? t('savedLists.nameInvalid') : null),
    });
    if (value === null) return;
    const result = await callApiResult('client/savedLists/renameList', { listId: list.listId, name: value.trim() });
    if (result.ok) {
      clips.setList(result.data.list);
      notify({ type: 'positive', message: t('savedLists.renamed') });
    } else notify({ type: 'negative', message: `${t('savedLists.renameFailed')} ${errorMessage(t, result.errorCode)}` });
  };

  const deleteList = async () => {
    if (!list || list.isBuiltIn) return;
    const sure = await confirmDialog({ title: t('savedLists.deleteTitle', { name }), message: t('savedLists.deleteMessage'), okLabel: t('savedLists.delete') });
    if (!sure) return;
    const result = await callApiResult('client/savedLists/deleteList', { listId: list.listId });
    if (result.ok) {
      notify({ type: 'positive', message: t('savedLists.deleted') });
      void navigate(LISTS_PATH);
    } else notify({ type: 'negative', message: `${t('savedLists.deleteFailed')} ${errorMessage(t, result.errorCode)}` });
  };

  return (
    <Box component="section" aria-labelledby="list-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Box role="status" aria-live="polite" data-testid="list-announcer" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {announcement}
      </Box>
      <MuiLink component={Link} to={LISTS_PATH} sx={{ display: 'inline-block', mb: 1 }}>
        {t('savedLists.backToLists')}
      </MuiLink>
      {clips.loading ? (
        <LoadingState label={t('savedLists.listLoading')} />
      ) : clips.errorCode && !list ? (
        <ErrorState message={`${t('savedLists.listFailed')} ${errorMessage(t, clips.errorCode)}`} retryLabel={t('savedLists.retry')} onRetry={() => void clips.reload()} />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography id="list-heading" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography color="text.secondary">
                {t('savedLists.clipCount', { count: list?.clipCount ?? 0 })} · {t('savedLists.onlyYou')}
              </Typography>
            </Box>
            {list && !list.isBuiltIn ? (
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button variant="outlined" onClick={() => void rename()}>
                  {t('savedLists.rename')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => void deleteList()}>
                  {t('savedLists.delete')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
          {clips.items.length > 1 ? (
            <Typography variant="body2" color="text.secondary">
              {t('savedLists.reorderHelp')}
            </Typography>
          ) : null}
          <Box sx={{ mt: 2 }}>
            {clips.items.length === 0 ? (
              <Stack spacing={2} sx={{ alignItems: 'center', py: 6, textAlign: 'center' }}>
                <Typography color="text.secondary">{list?.isBuiltIn ? t('savedLists.emptySaved') : t('savedLists.emptyList')}</Typography>
                <Button component={Link} to="/" variant="contained">
                  {t('savedLists.browse')}
                </Button>
              </Stack>
            ) : (
              <ListClipGrid clips={clips.items} listName={name} actions={{ remove: (clip) => void remove(clip), move: (clip, toIndex) => void move(clip, toIndex) }} />
            )}
          </Box>
          {clips.errorCode ? (
            <ErrorState message={`${t('savedLists.listFailed')} ${errorMessage(t, clips.errorCode)}`} retryLabel={t('savedLists.retry')} onRetry={() => void clips.loadMore()} />
          ) : null}
          {clips.hasMore && !clips.errorCode ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void clips.loadMore()} disabled={clips.loadingMore}>
                {clips.loadingMore ? t('savedLists.loadingMore') : t('savedLists.loadMore')}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}

export default ListPage;
