import { LoadingState, NoticeCard, callApiResult, confirmDialog, notify, useStrings, useSession } from '@clipyard/shared';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ClipRequestItem } from './ClipRequestItem';
import { clipRequestsStrings } from './i18n';
import { useClipRequests } from './use-clip-requests';

/** `/streamer/requests`: the signed-in streamer's clip request queue with approve, reject and reject all. */
export function ClipRequestsPage() {
  const { t, i18n } = useStrings(clipRequestsStrings);
  const loaded = useSession((s) => s.loaded);
  const flags = useSession((s) => s.flags);
  const profile = useSession((s) => s.userProfile);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const isStreamer = flags.isSignedIn && flags.isStreamer;
  const list = useClipRequests(isStreamer, uid);
  const [busyIds, setBusyIds] = useState<string[]>([]);
  const [rejectingAll, setRejectingAll] = useState(false);

  if (!loaded || (flags.isSignedIn && !profile)) return <LoadingState label={t('requests.loading')} />;
  if (!flags.isSignedIn) return <NoticeCard title={t('requests.signedOutTitle')} body={t('requests.signedOutBody')} to="/account/login" action={t('requests.login')} />;
  if (!isStreamer) return <NoticeCard title={t('requests.notStreamerTitle')} body={t('requests.notStreamerBody')} to="/connections" action={t('requests.connect')} />;

  const decide = async (requestId: string, isApproved: boolean) => {
    setBusyIds((ids) => [...ids, requestId]);
    const result = await callApiResult('client/clipRequests/respondClipRequestDecision', { requestId, isApproved });
    setBusyIds((ids) => ids.filter((id) => id !== requestId));
    if (!result.ok) {
      notify({ type: 'negative', message: t('requests.failed') });
      // Decided elsewhere meanwhile: it no longer waits here.
      if (result.errorCode === 'REQUEST_ALREADY_DECIDED' || result.errorCode === 'REQUEST_NOT_FOUND') list.remove([requestId]);
      return;
    }
    list.remove([requestId]);
    notify({ type: 'positive', message: t(isApproved ? 'requests.approved' : 'requests.rejected') });
  };

  const rejectAll = async () => {
    if (!(await confirmDialog({ title: t('requests.rejectAllConfirmTitle'), message: t('requests.rejectAllConfirm'), okLabel: t('requests.rejectAll') }))) return;
    setRejectingAll(true);
    const result = await callApiResult('client/clipRequests/rejectAll', {});
    setRejectingAll(false);
    if (!result.ok) return notify({ type: 'negative', message: t('requests.failed') });
    list.remove('all');
    notify({ type: 'positive', message: t('requests.rejectedAll', { count: result.data.rejectedCount }) });
  };

  return (
    <Box component="section" aria-labelledby="requests-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1100, mx: 'auto' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 3 }}>
        <Box>
          <Typography id="requests-heading" variant="h5" component="h1">
            {t('requests.heading')}
          </Typography>
          <Typography color="text.secondary">{t('requests.intro', { channel: profile?.streamerChannelLogin ?? '' })}</Typography>
        </Box>
        <Box>
          <Button color="error" variant="outlined" disabled={rejectingAll || list.requests.length === 0} onClick={() => void rejectAll()}>
            {t('requests.rejectAll')}
          </Button>
        </Box>
      </Stack>
      {list.errorCode ? (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => void list.reload()}>{t('requests.retry')}</Button>}>
          {t('requests.failed')}
        </Alert>
      ) : null}
      {list.loading && list.requests.length === 0 ? (
        <LoadingState label={t('requests.loading')} />
      ) : list.requests.length === 0 && !list.errorCode ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('requests.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {list.requests.map((request) => (
            <li key={request.requestId}>
              <ClipRequestItem
                request={request}
                busy={busyIds.includes(request.requestId) || rejectingAll}
                onDecide={(isApproved) => void decide(request.requestId, isApproved)}
               
                language={i18n.language}
              />
            </li>
          ))}
        </Box>
      )}
      {list.hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void list.loadMore()} disabled={list.loading}>
            {t('requests.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

export default ClipRequestsPage;
