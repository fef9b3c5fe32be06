import { callApiResult, errorMessage, notify, useStrings, type ApiErrorCode, type ReportGroup } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AdminOnly, NotAdmin } from './AdminOnly';
import { ClipAppeals } from './ClipAppeals';
import { TakedownNotices } from './TakedownNotices';
import { CommentingBlocks } from './CommentingBlocks';
import { LegalHolds } from './LegalHolds';
import { SuspendedAccounts } from './SuspendedAccounts';
import { RegistrationRequests } from './RegistrationRequests';
import { adminReportsStrings } from './i18n';
import { ReportGroupCard, type ModerationChoice } from './ReportGroupCard';
import { ReportStateTabs, STATE_PANEL_ID, stateTabId } from './ReportStateTabs';
import { ResolveDialog, type ResolveExtras } from './ResolveDialog';
import { isClosedState, queueStateQuery, readQueueState } from './report-state';

/** `/admin/reports`: the moderation queue. Admins only; the server answers NOT_ADMIN to anyone else as well. */
export function AdminReportsPage() {
  return (
    <AdminOnly>
      <ReportQueue />
    </AdminOnly>
  );
}

type QueueState = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; groups: ReportGroup[]; hasMore: boolean };

/** The field errors of a resolution: the dialog stays open and shows them on the field. */
const FIELD_ERRORS: readonly ApiErrorCode[] = ['PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'];

function ReportQueue() {
  const { t, i18n } = useStrings(adminReportsStrings);
  // The tab is in the address (?state=in_review), so Back and a reload show the same list.
  const [params, setParams] = useSearchParams();
  const reportState = readQueueState(params);
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [pending, setPending] = useState<{ group: ReportGroup; choice: ModerationChoice } | null>(null);
  // Bumped when the queue blocks a commenter, so the list of blocked users below shows them.
  const [blocksKey, setBlocksKey] = useState(0);
  // Only the answer for the tab shown now lands: switching tabs quickly never shows the previous tab's groups.
  const ticket = useRef(0);

  const load = useCallback(async () => {
    const mine = ++ticket.current;
    setState({ status: 'loading' });
    const result = await callApiResult('client/admin/getReportGroups', { status: reportState });
    if (mine !== ticket.current) return;
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    setState({ status: 'ready', groups: result.data.reportGroupList, hasMore: result.data.hasMore });
  }, [reportState]);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === 'error' && state.errorCode === 'NOT_ADMIN') return <NotAdmin />;

  const drop = (group: Pick<ReportGroup, 'targetKey'>) => setState((s) => (s.status === 'ready' ? { ...s, groups: s.groups.filter((g) => g.targetKey !== group.targetKey) } : s));
  const isUnresolvedTab = reportState === 'open' || reportState === 'in_review';

  /** Resolves the group; answers the code of a field the server refused (the dialog shows it), else null. */
  const resolve = async (group: ReportGroup, choice: ModerationChoice, extras: ResolveExtras = {}): Promise<ApiErrorCode | null> => {
    setBusyKey(group.targetKey);
    const result = await callApiResult(
      'client/admin/resolveReport',
      choice === 'dismiss'
        ? { reportId: group.reportId, resolution: 'dismissed', ...extras }
        : choice === 'handled'
          ? { reportId: group.reportId, resolution: 'actioned', ...extras }
          : { reportId: group.reportId, resolution: 'actioned', action: choice, ...extras },
    );
    setBusyKey(null);
    if (!result.ok && FIELD_ERRORS.includes(result.errorCode)) return result.errorCode;
    setPending(null);
    if (!result.ok && result.errorCode !== 'REPORT_NOT_FOUND') {
      notify({ type: 'negative', message: t('reports.actionFailed', { message: errorMessage(t, result.errorCode) }) });
      return null;
    }
    // Resolved here or by another moderator meanwhile: either way it leaves the queue.
    drop(group);
    if (result.ok) notify({ type: 'positive', message: t(`reports.done.${choice === 'dismiss' ? 'dismissed' : choice}`) });
    if (result.ok && choice === 'blockCommenter') setBlocksKey((k) => k + 1);
    return null;
  };

  // Every choice is confirmed, with the private note (and a public reason where someone is told).
  const choose = (group: ReportGroup, choice: ModerationChoice) => setPending({ group, choice });

  const startReview = async (group: ReportGroup) => {
    setBusyKey(group.targetKey);
    const result = await callApiResult('client/admin/startReportReview', { reportId: group.reportId });
    setBusyKey(null);
    if (result.ok) {
      drop(group);
      return notify({ type: 'positive', message: t('reports.reviewStarted') });
    }
    // No open report left on it: another moderator took or closed it a moment earlier. The reload shows where it is.
    if (result.errorCode === 'REPORT_ALREADY_TAKEN' || result.errorCode === 'REPORT_ALREADY_CLOSED' || result.errorCode === 'REPORT_NOT_FOUND') {
      notify({ type: 'info', message: t(result.errorCode === 'REPORT_ALREADY_TAKEN' ? 'reports.alreadyTaken' : 'reports.alreadyClosed') });
      return void load();
    }
    notify({ type: 'negative', message: t('reports.reviewFailed', { message: errorMessage(t, result.errorCode) }) });
  };

  return (
    <Box component="section" aria-labelledby="reports-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography id="reports-heading" variant="h5" component="h1">
          {t('reports.heading')}
        </Typography>
        <Link component={RouterLink} to="/admin/log">
          {t('reports.logLink')}
        </Link>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.intro')}
      </Typography>
      <ReportStateTabs value={reportState} onChange={(next) => setParams(queueStateQuery(params, next))} />
      <Box role="tabpanel" id={STATE_PANEL_ID} aria-labelledby={stateTabId(reportState)}>
        {state.status === 'loading' ? <LoadingState label={t('reports.loading')} /> : null}
        {state.status === 'error' ? <ErrorState message={t('reports.failed')} retryLabel={t('reports.retry')} onRetry={() => void load()} /> : null}
        {state.status === 'ready' && state.groups.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {reportState === 'open' ? t('reports.empty') : t(`reports.emptyIn.${reportState}`)}
          </Typography>
        ) : null}
        {state.status === 'ready' && state.groups.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))' }}>
            {state.groups.map((group) => (
              <li key={group.targetKey}>
                <ReportGroupCard
                  group={group}
                  busy={busyKey === group.targetKey}
                  onChoose={(choice) => choose(group, choice)}
                  onStartReview={() => void startReview(group)}
                  language={i18n.language}
                />
              </li>
            ))}
          </Box>
        ) : null}
        {state.status === 'ready' && state.hasMore ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {isClosedState(reportState) ? t('reports.moreClosed') : t('reports.more')}
          </Alert>
        ) : null}
      </Box>
      {pending ? (
        <ResolveDialog
          key={`${pending.group.targetKey}/${pending.choice}`}
          group={pending.group}
          choice={pending.choice}
          onCancel={() => setPending(null)}
          onSubmit={(extras) => resolve(pending.group, pending.choice, extras)}
        />
      ) : null}
      {/* Deciding an appeal closes the reports it had opened again: open and in-review tabs lose the clip's group. */}
      <ClipAppeals language={i18n.language} onDecided={(internalClipId) => (isUnresolvedTab ? drop({ targetKey: `clip:${internalClipId}` }) : undefined)} />
      <TakedownNotices language={i18n.language} />
      <CommentingBlocks language={i18n.language} reloadKey={blocksKey} />
      <RegistrationRequests language={i18n.language} />
      <SuspendedAccounts language={i18n.language} />
      <LegalHolds language={i18n.language} />
    </Box>
  );
}
