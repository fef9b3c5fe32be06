import { ErrorState, LoadingState, NoticeCard, PUBLIC_REASON_MAX, callApiResult, confirmDialog, errorMessage, notify, promptDialog, useStrings, useSession, type ApiErrorCode, type ReportGroup } from '@clipyard/shared';
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { CommentingBlocks } from './CommentingBlocks';
import { adminReportsStrings } from './i18n';
import { ReportGroupCard, type ModerationChoice } from './ReportGroupCard';

/** `/admin/reports`: the moderation queue. Admins only; the server answers NOT_ADMIN to anyone else as well. */
export function AdminReportsPage() {
  const { t } = useStrings(adminReportsStrings);
  const loaded = useSession((s) => s.loaded);
  const flags = useSession((s) => s.flags);
  const profile = useSession((s) => s.userProfile);
  if (!loaded || (flags.isSignedIn && !profile)) return <LoadingState label={t('reports.loading')} />;
  if (!flags.isSignedIn) return <NoticeCard title={t('reports.signedOutTitle')} body={t('reports.signedOutBody')} to="/account/login" action={t('reports.login')} />;
  if (!flags.isAdmin) return <NotAdmin />;
  return <ReportQueue />;
}

function NotAdmin() {
  const { t } = useStrings(adminReportsStrings);
  return <NoticeCard title={t('reports.notAdminTitle')} body={t('reports.notAdminBody')} to="/" action={t('reports.home')} />;
}

type QueueState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; groups: ReportGroup[]; hasMore: boolean };

function ReportQueue() {
  const { t, i18n } = useStrings(adminReportsStrings);
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  const [busyKey, setBusyKey] = useState<string | null>(null);
  // Bumped when the queue blocks a commenter, so the list of blocked users below shows them.
  const [blocksKey, setBlocksKey] = useState(0);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/admin/getReportGroups', {});
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    setState({ status: 'ready', groups: result.data.reportGroupList, hasMore: result.data.hasMore });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'loading') return <LoadingState label={t('reports.loading')} />;
  if (state.status === 'error') {
    if (state.errorCode === 'NOT_ADMIN') return <NotAdmin />;
    return <ErrorState message={t('reports.failed')} retryLabel={t('reports.retry')} onRetry={() => void load()} />;
  }

  /** Asks before acting; answers false when cancelled, else what to send with the action (a removal's public reason). */
  const confirmFor = async (group: ReportGroup, choice: ModerationChoice): Promise<false | { publicReason?: string }> => {
    const user = group.commenterUserName ?? '?';
    if (choice === 'removeClip') {
      // The reason goes to the clip's submitter and streamer with their notification (ADR 0118); blank sends none.
      const reason = await promptDialog({
        title: t('reports.confirmRemoveClipTitle'),
        message: `${t('reports.confirmRemoveClip', { title: group.clip?.clipTitle ?? '' })} ${t('reports.publicReasonHint', { max: PUBLIC_REASON_MAX })}`,
        label: t('reports.publicReasonLabel'),
        multiline: true,
        okLabel: t('reports.removeClip'),
        validate: (value) => (value.trim().length > PUBLIC_REASON_MAX ? t('reports.publicReasonTooLong', { max: PUBLIC_REASON_MAX, length: value.trim().length }) : null),
      });
      if (reason === null) return false;
      return reason.trim() ? { publicReason: reason.trim() } : {};
    }
    return (await confirmChoice(group, choice, user)) ? {} : false;
  };

  const confirmChoice = (group: ReportGroup, choice: ModerationChoice, user: string): Promise<boolean> => {
    if (choice === 'removeComment') return confirmDialog({ title: t('reports.confirmRemoveCommentTitle'), message: t('reports.confirmRemoveComment'), okLabel: t('reports.removeComment') });
    if (choice === 'blockCommenter') return confirmDialog({ title: t('reports.confirmBlockTitle', { user }), message: t('reports.confirmBlock', { user }), okLabel: t('reports.blockCommenter') });
    return Promise.resolve(true);
  };

  const choose = async (group: ReportGroup, choice: ModerationChoice) => {
    const extra = await confirmFor(group, choice);
    if (!extra) return;
    setBusyKey(group.targetKey);
    const result = await callApiResult(
      'client/admin/resolveReport',
      choice === 'dismiss'
        ? { reportId: group.reportId, resolution: 'dismissed' }
        : choice === 'handled'
          ? { reportId: group.reportId, resolution: 'actioned' }
          : { reportId: group.reportId, resolution: 'actioned', action: choice, ...extra },
    );
    setBusyKey(null);
    if (!result.ok && result.errorCode !== 'REPORT_NOT_FOUND') {
      return notify({ type: 'negative', message: t('reports.actionFailed', { message: errorMessage(t, result.errorCode) }) });
    }
    // Resolved here or by another moderator meanwhile: either way it leaves the queue.
    setState((s) => (s.status === 'ready' ? { ...s, groups: s.groups.filter((g) => g.targetKey !== group.targetKey) } : s));
    if (result.ok) notify({ type: 'positive', message: t(`reports.done.${choice === 'dismiss' ? 'dismissed' : choice}`) });
    if (result.ok && choice === 'blockCommenter') setBlocksKey((k) => k + 1);
  };

  return (
    <Box component="section" aria-labelledby="reports-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography id="reports-heading" variant="h5" component="h1">
        {t('reports.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('reports.intro')}
      </Typography>
      {state.groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {t('reports.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
          {state.groups.map((group) => (
            <li key={group.targetKey}>
              <ReportGroupCard group={group} busy={busyKey === group.targetKey} onChoose={(choice) => void choose(group, choice)} language={i18n.language} />
            </li>
          ))}
        </Box>
      )}
      {state.hasMore ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('reports.more')}
        </Alert>
      ) : null}
      <CommentingBlocks language={i18n.language} reloadKey={blocksKey} />
    </Box>
  );
}
