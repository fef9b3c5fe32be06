import { callApiResult, confirmDialog, dismissNotification, notify, useStrings, useSession } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { ClipRequestItem } from './ClipRequestItem';
import { DecisionTile } from './DecisionTile';
import { clipRequestsStrings } from './i18n';
import { useClipRequests } from './use-clip-requests';
import { useDecisions } from './use-decisions';

/** Read by screen readers only: what was just decided or undone. */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/** `/streamer/requests`: the signed-in streamer's clip request queue with approve, reject and reject all. */
export function ClipRequestsPage() {
  const { t, i18n } = useStrings(clipRequestsStrings);
  const loaded = useSession((s) => s.loaded);
  const flags = useSession((s) => s.flags);
  const profile = useSession((s) => s.userProfile);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const isStreamer = flags.isSignedIn && flags.isStreamer;
  const list = useClipRequests(isStreamer, uid);
  const [rejectingAll, setRejectingAll] = useState(false);
  const [restored, setRestored] = useState<{ requestId: string; action: 'approve' | 'reject' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // One failure message at a time: a new one replaces the last, so they never stack over the list (issue 19).
  const failureToast = useRef<string | null>(null);
  const showFailure = () => {
    if (failureToast.current) dismissNotification(failureToast.current);
    failureToast.current = notify({ type: 'negative', message: t('requests.failed') });
  };
  const { decisions, decide, undo, flush } = useDecisions({
    onFailed: (requestId, errorCode) => {
      showFailure();
      // Decided elsewhere meanwhile: it no longer waits here.
      if (errorCode === 'REQUEST_ALREADY_DECIDED' || errorCode === 'REQUEST_NOT_FOUND') list.remove([requestId]);
    },
    onAlreadyDecided: (requestId) => list.remove([requestId]),
  });

  if (!loaded || (flags.isSignedIn && !profile)) return <LoadingState label={t('requests.loading')} />;
  if (!flags.isSignedIn) return <NoticeCard title={t('requests.signedOutTitle')} body={t('requests.signedOutBody')} to="/account/login" action={t('requests.login')} />;
  if (!isStreamer) return <NoticeCard title={t('requests.notStreamerTitle')} body={t('requests.notStreamerBody')} to="/connections" action={t('requests.connect')} />;

  const choose = (requestId: string, title: string, isApproved: boolean) => {
    setRestored(null);
    decide(requestId, isApproved);
    setAnnouncement(t(isApproved ? 'requests.decidedApproved' : 'requests.decidedRejected', { title }));
  };

  const takeBack = (requestId: string, title: string, isApproved: boolean) => {
    if (!undo(requestId)) return;
    setRestored({ requestId, action: isApproved ? 'approve' : 'reject' });
    setAnnouncement(t('requests.undone', { title }));
  };

  const rejectAll = async () => {
    if (!(await confirmDialog({ title: t('requests.rejectAllConfirmTitle'), message: t('requests.rejectAllConfirm'), okLabel: t('requests.rejectAll') }))) return;
    setRejectingAll(true);
    // Decisions still held are final now: an approval must not be swept up by the rejection.
    await flush();
    const result = await callApiResult('client/clipRequests/rejectAll', {});
    setRejectingAll(false);
    if (!result.ok) return showFailure();
    list.remove('all');
    notify({ type: 'positive', message: t('requests.rejectedAll', { count: result.data.rejectedCount }) });
  };

  // Requests still waiting for a decision (decided ones stay in place as tiles until the list is loaded again).
  const waiting = list.requests.filter((request) => !decisions.has(request.requestId)).length;

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
          <Button color="error" variant="outlined" disabled={rejectingAll || waiting === 0} onClick={() => void rejectAll()}>
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
          {list.requests.map((request) => {
            const decision = decisions.get(request.requestId);
            return (
              <li key={request.requestId}>
                {decision ? (
                  <DecisionTile request={request} decision={decision} onUndo={() => takeBack(request.requestId, request.clipTitle, decision.isApproved)} />
                ) : (
                  <ClipRequestItem
                    request={request}
                    busy={rejectingAll}
                    onDecide={(isApproved) => choose(request.requestId, request.clipTitle, isApproved)}
                    onPreviewReady={() => void list.refresh(request.requestId)}
                    language={i18n.language}
                    focusOnMount={restored?.requestId === request.requestId ? restored.action : null}
                  />
                )}
              </li>
            );
          })}
        </Box>
      )}
      <Box role="status" data-testid="decision-announcement" sx={visuallyHidden}>
        {announcement}
      </Box>
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
