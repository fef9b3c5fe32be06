import { ErrorState, LoadingState, NoticeCard, errorMessage, useSession, useStrings } from '@clipyard/shared';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router';
import { savedListsStrings } from './i18n';
import { listPath } from './list-path';
import { useMyLists } from './use-my-lists';

/**
 * `/account/lists` (issue 23 item 5, ADR 0149): the signed-in person's lists, "Saved" first, each with how many clips
 * it holds, each opening its own page.
 */
export function ListsPage() {
  const { t } = useStrings(savedListsStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const { state, reload } = useMyLists(loaded && isSignedIn, uid);

  if (!loaded) return <LoadingState label={t('savedLists.loading')} />;
  if (!isSignedIn) return <NoticeCard title={t('savedLists.signedOutTitle')} body={t('savedLists.signedOutBody')} to="/account/login" action={t('savedLists.login')} />;

  return (
    <Box component="section" aria-labelledby="lists-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 880, mx: 'auto' }}>
      <Typography id="lists-heading" variant="h5" component="h1">
        {t('savedLists.heading')}
      </Typography>
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
