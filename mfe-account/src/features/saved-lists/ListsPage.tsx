import { SAVED_LIST_NAME_MAX, callApiResult, errorMessage, notify, promptDialog, useSession, useStrings } from '@clipyard/shared';
import { ErrorState, LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { savedListsStrings } from './i18n';
import { listPath } from './list-path';
import { useMyLists } from './use-my-lists';

/**
 * `/account/lists` (issue 23 item 5, ADR 0149): the signed-in person's lists, "Saved" first, each with how many clips
 * it holds, each opening its own page; "New list" makes an empty named list and opens it.
 */
export function ListsPage() {
  const { t } = useStrings(savedListsStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const { state, reload } = useMyLists(loaded && isSignedIn, uid);
  const navigate = useNavigate();

  const createList = async () => {
    const value = await promptDialog({
      title: t('savedLists.newList'),
      message: t('savedLists.newListMessage'),
      label: t('savedLists.nameLabel'),
      initialValue: '',
      okLabel: t('savedLists.create'),
      validate: (v) => (v.trim().length === 0 || v.trim().length > SAVED_LIST_NAME_MAX ? t('savedLists.nameInvalid') : null),
    });
    if (value === null) return;
    const result = await callApiResult('client/savedLists/createList', { name: value.trim() });
    if (!result.ok) return notify({ type: 'negative', message: `${t('savedLists.createFailed')} ${errorMessage(t, result.errorCode)}` });
    notify({ type: 'positive', message: t('savedLists.created', { name: result.data.list.name ?? '' }) });
    void navigate(listPath(result.data.list.listId));
  };

  if (!loaded) return <LoadingState label={t('savedLists.loading')} />;
  if (!isSignedIn) return <NoticeCard title={t('savedLists.signedOutTitle')} body={t('savedLists.signedOutBody')} to="/account/login" action={t('savedLists.login')} />;

  return (
    <Box component="section" aria-labelledby="lists-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 880, mx: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="lists-heading" variant="h5" component="h1">
          {t('savedLists.heading')}
        </Typography>
        {state.kind === 'ready' && (
          <Button variant="outlined" onClick={() => void createList()}>
            {t('savedLists.newList')}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('savedLists.intro')}
      </Typography>
      {state.kind === 'loading' ? (
        <LoadingState label={t('savedLists.loading')} />
      ) : state.kind === 'error' ? (
        <ErrorState message={`${t('savedLists.failed')} ${errorMessage(t, state.errorCode)}`} retryLabel={t('savedLists.retry')} onRetry={() => void reload()} />
      ) : (
        <List aria-label={t('savedLists.listsLabel')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 0 }}>
          {state.lists.map((list) => (
            // An li around each link: a list holds only list items (axe).
            <ListItem key={list.listId} disablePadding divider>
              <ListItemButton component={Link} to={listPath(list.listId)}>
                <ListItemText
                  primary={list.name ?? t('savedLists.savedList')}
                  secondary={t('savedLists.clipCount', { count: list.clipCount })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere', fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export default ListsPage;
