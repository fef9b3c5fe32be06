import { channelPath, errorMessage, getSession, notify, useStrings } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BlockSection, type BlockRow, type RowStatus } from './BlockSection';
import { blocksStrings } from './i18n';
import { useBlockLists } from './use-block-lists';

type Kind = 'user' | 'channel';
/** Read by screen readers (the outcome of an unblock or an undo), not shown. */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;
type RowState = { status: RowStatus; busy: boolean };

/**
 * `/account/blocks` (issue 19): the users and channels the person blocked, each with Unblock, and an undo on the row
 * it leaves behind. Signed in, the lists are the server's; signed out, they are this device's (SPEC section 4: blocks
 * made signed out are kept locally) and the page says so. Unblocking goes through the session store's toggles, so
 * every page's caches follow at once.
 */
export function BlocksPage() {
  const { t } = useStrings(blocksStrings);
  const { state, retry } = useBlockLists();
  const [rowStates, setRowStates] = useState<Record<string, RowState>>({});
  const [announcement, setAnnouncement] = useState('');

  // A fresh read (sign-in, retry) starts from its own rows.
  useEffect(() => setRowStates({}), [state]);

  if (state.status === 'loading') return <LoadingState label={t('blocksPage.loading')} />;
  if (state.status === 'error') return <ErrorState message={`${t('blocksPage.loadFailed')} ${errorMessage(t, state.errorCode)}`} retryLabel={t('blocksPage.retry')} onRetry={retry} />;

  const key = (kind: Kind, name: string) => `${kind}:${name}`;
  const rowsOf = (kind: Kind, names: string[]): BlockRow[] => names.map((name) => ({ name, ...(rowStates[key(kind, name)] ?? { status: 'blocked', busy: false }) }));
  const setRow = (kind: Kind, name: string, row: RowState) => setRowStates((all) => ({ ...all, [key(kind, name)]: row }));

  const toggle = async (kind: Kind, name: string, isBlock: boolean) => {
    const before: RowStatus = isBlock ? 'unblocked' : 'blocked';
    setRow(kind, name, { status: before, busy: true });
    const session = getSession();
    const result = kind === 'user' ? await session.toggleUserBlock(name, isBlock) : await session.toggleChannelBlock(name, isBlock);
    if (!result.ok) {
      setRow(kind, name, { status: before, busy: false });
      notify({ type: 'negative', message: t(isBlock ? 'blocksPage.reblockFailed' : 'blocksPage.unblockFailed', { name }), caption: errorMessage(t, result.errorCode) });
      return;
    }
    setRow(kind, name, { status: isBlock ? 'blocked' : 'unblocked', busy: false });
    setAnnouncement(t(isBlock ? 'blocksPage.blockedAgain' : 'blocksPage.unblocked', { name }));
  };

  const labels = {
    unblock: t('blocksPage.unblock'),
    unblockNamed: (name: string) => t('blocksPage.unblockNamed', { name }),
    unblocked: (name: string) => t('blocksPage.unblocked', { name }),
    undo: t('blocksPage.undo'),
    undoNamed: (name: string) => t('blocksPage.undoNamed', { name }),
  };
  const { users, channels } = state.lists;

  return (
    <Box component="section" aria-labelledby="blocks-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 640 }}>
        <Typography id="blocks-heading" variant="h5" component="h1" gutterBottom>
          {t('blocksPage.heading')}
        </Typography>
        <Typography color="text.secondary">{t('blocksPage.intro')}</Typography>
        {state.local ? (
          <Alert severity="info" sx={{ mt: 2 }} action={<Button component={Link} to="/account/login" color="inherit" sx={{ whiteSpace: 'nowrap' }}>{t('blocksPage.login')}</Button>}>
            {t('blocksPage.deviceOnly')}
          </Alert>
        ) : null}
        {users.length === 0 && channels.length === 0 ? (
          <Typography sx={{ mt: 3 }} data-testid="blocks-empty">
            {t('blocksPage.nothingBlocked')}
          </Typography>
        ) : (
          <>
            <BlockSection
              id="blocked-users"
              heading={t('blocksPage.usersHeading')}
              emptyText={t('blocksPage.noUsers')}
              rows={rowsOf('user', users)}
              labels={labels}
              onUnblock={(name) => void toggle('user', name, false)}
              onUndo={(name) => void toggle('user', name, true)}
            />
            <BlockSection
              id="blocked-channels"
              heading={t('blocksPage.channelsHeading')}
              emptyText={t('blocksPage.noChannels')}
              rows={rowsOf('channel', channels)}
              hrefOf={channelPath}
              labels={labels}
              onUnblock={(name) => void toggle('channel', name, false)}
              onUndo={(name) => void toggle('channel', name, true)}
            />
          </>
        )}
        <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="blocks-announcement">
          {announcement}
        </Box>
      </Paper>
    </Box>
  );
}
