import { clipPath, PUBLIC_REASON_MAX, callApiResult, errorMessage, notify, useStrings, type ApiErrorCode, type SuccessAnswerOf } from '@clipyard/shared';
import { Box, Button, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadMore, toPage, useCursorList, type FetchPage } from '../cursor-list';
import { adminReportsStrings } from './i18n';
import { ModerationList } from './ListStates';
import { ModerationDialog, type ModerationExtras } from './ModerationDialog';

export type ClipAppeal = SuccessAnswerOf<'client/admin/getClipAppeals'>['appealList'][number];

type View = 'open' | 'decided';
type Decision = 'grant' | 'deny';

/** The field errors of a decision: the dialog stays open and shows them on the field. */
const FIELD_ERRORS: readonly ApiErrorCode[] = ['PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'];
const VIEWS: readonly View[] = ['open', 'decided'];

/** The channel as people know it, with its login when the two differ (moderators search and link by login). */
function channelName({ channelLogin, channelDisplayName }: Pick<ClipAppeal, 'channelLogin' | 'channelDisplayName'>): string {
  return channelDisplayName && channelDisplayName.toLowerCase() !== channelLogin ? `${channelDisplayName} (${channelLogin})` : channelLogin;
}

/**
 * Appeals of unlisted and hidden clips (issue 22 item 2), under the report queue: the waiting ones oldest first, each
 * with its clip, what was decided and why, who appealed and their message, and "Restore clip" (grant) or "Keep
 * decision" (deny), confirmed with a public reason and a private note; the decided ones newest first. A page at a
 * time (Load more).
 */
/**
 * `onDecided`: an appeal was decided; the reports it had opened again are closed with it (ADR 0132), so the queue
 * above drops the clip's group.
 */
export function ClipAppeals({ language, onDecided }: { language: string; onDecided?: (internalClipId: string) => void }) {
  const { t } = useStrings(adminReportsStrings);
  const [view, setView] = useState<View>('open');
  const fetchPage = useCallback<FetchPage<ClipAppeal>>(
    async (cursor) => toPage(await callApiResult('client/admin/getClipAppeals', { status: view, cursor }), (data) => ({ items: data.appealList, nextCursor: data.nextCursor })),
    [view],
  );
  // A new view is a new fetchPage: the list loads again, and an answer for the view left behind is dropped.
  const { state, reload, loadMore, updateItems } = useCursorList(fetchPage);
  const [pending, setPending] = useState<{ appeal: ClipAppeal; decision: Decision } | null>(null);

  const more = async () => {
    const failed = await loadMore();
    if (failed) notify({ type: 'negative', message: t('reports.appeals.moreFailed', { message: errorMessage(t, failed) }) });
  };

  /** Decides the appeal; answers the code of a field the server refused (the dialog shows it), else null. */
  const decide = async (appeal: ClipAppeal, decision: Decision, extras: ModerationExtras): Promise<ApiErrorCode | null> => {
    const result = await callApiResult('client/admin/decideClipAppeal', { appealId: appeal.appealId, decision, ...extras });
    if (!result.ok && FIELD_ERRORS.includes(result.errorCode)) return result.errorCode;
    setPending(null);
    if (result.ok) {
      // Granting restores the clip, which grants the other open appeals of it too: they all leave the list.
      const decided = (a: ClipAppeal) => a.appealId === appeal.appealId || (decision === 'grant' && a.internalClipId === appeal.internalClipId);
      updateItems((appeals) => appeals.filter((a) => !decided(a)));
      notify({ type: 'positive', message: t(decision === 'grant' ? 'reports.appeals.granted' : 'reports.appeals.denied') });
      onDecided?.(appeal.internalClipId);
    } else if (result.errorCode === 'APPEAL_NOT_FOUND') {
      // Decided by another moderator meanwhile.
      notify({ type: 'info', message: t('reports.appeals.gone') });
      void reload();
    } else {
      notify({ type: 'negative', message: t('reports.appeals.failedAction', { message: errorMessage(t, result.errorCode) }) });
    }
    return null;
  };

  const when = (iso: string) => new Date(iso).toLocaleString(language);
  const details = (appeal: ClipAppeal) => (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Link component={RouterLink} to={clipPath(appeal.channelLogin, appeal.internalClipId)} sx={{ fontWeight: 600 }}>
        {appeal.clipTitle}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {t('reports.appeals.channel', { channel: channelName(appeal) })}
      </Typography>
      <Typography variant="body2" data-testid="appeal-decision">
        {t(`reports.appeals.decision.${appeal.visibility}`)}
        {appeal.currentVisibility !== appeal.visibility ? ` · ${t(`reports.appeals.now.${appeal.currentVisibility}`)}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {appeal.publicReason ? t('reports.appeals.reason', { reason: appeal.publicReason }) : t('reports.appeals.noReason')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('reports.appeals.appellant', {
          when: when(appeal.createdAt),
          name: appeal.appellantUserName ?? t('reports.appeals.deletedAppellant'),
          role: t(`reports.appeals.role.${appeal.appellantRole}`),
        })}
      </Typography>
      <Box component="blockquote" data-testid="appeal-message" sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}>
        {appeal.message}
      </Box>
      {appeal.status !== 'open' ? (
        <Typography variant="body2" data-testid="appeal-outcome" sx={{ mt: 1, fontWeight: 600 }}>
          {t(`reports.appeals.outcome.${appeal.status}`, { when: appeal.decidedAt ? when(appeal.decidedAt) : '' })}
        </Typography>
      ) : null}
      {appeal.status !== 'open' && appeal.decisionReason ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {t('reports.appeals.decisionReason', { reason: appeal.decisionReason })}
        </Typography>
      ) : null}
    </Box>
  );
  const actions = (appeal: ClipAppeal) =>
    appeal.status === 'open' ? (
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
        <Button variant="contained" onClick={() => setPending({ appeal, decision: 'grant' })} aria-label={t('reports.appeals.grantFor', { title: appeal.clipTitle })}>
          {t('reports.appeals.grant')}
        </Button>
        <Button variant="outlined" onClick={() => setPending({ appeal, decision: 'deny' })} aria-label={t('reports.appeals.denyFor', { title: appeal.clipTitle })}>
          {t('reports.appeals.deny')}
        </Button>
      </Stack>
    ) : null;

  return (
    <Box component="section" aria-labelledby="appeals-heading" data-testid="clip-appeals" sx={{ mt: 5 }}>
      <Typography id="appeals-heading" variant="h6" component="h2">
        {t('reports.appeals.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('reports.appeals.intro')}
      </Typography>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={t('reports.appeals.viewLabel')} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {VIEWS.map((v) => (
          <Tab key={v} value={v} label={t(`reports.appeals.views.${v}`)} id={`appeal-view-tab-${v}`} aria-controls="appeal-view-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="appeal-view-panel" aria-labelledby={`appeal-view-tab-${view}`}>
        <ModerationList
          status={state.status}
          items={state.status === 'ready' ? state.items : []}
          texts={{ loading: t('reports.appeals.loading'), failed: t('reports.appeals.failed'), retry: t('reports.appeals.retry'), empty: t(`reports.appeals.empty.${view}`) }}
          onRetry={() => void reload()}
          labelledBy="appeals-heading"
          testId="clip-appeal"
          keyOf={(appeal) => appeal.appealId}
          details={details}
          action={actions}
        />
        {state.status === 'ready' && state.nextCursor ? <LoadMore label={t('reports.appeals.loadMore')} loading={state.loadingMore} failed={null} onClick={() => void more()} /> : null}
      </Box>
      {pending ? (
        <ModerationDialog
          key={`${pending.appeal.appealId}/${pending.decision}`}
          title={t(pending.decision === 'grant' ? 'reports.appeals.grantTitle' : 'reports.appeals.denyTitle', { title: pending.appeal.clipTitle })}
          message={t(pending.decision === 'grant' ? 'reports.appeals.grantMessage' : 'reports.appeals.denyMessage')}
          okLabel={t(pending.decision === 'grant' ? 'reports.appeals.grant' : 'reports.appeals.deny')}
          reasonHint={t('reports.appeals.reasonHint', { max: PUBLIC_REASON_MAX })}
          onCancel={() => setPending(null)}
          onSubmit={(extras) => decide(pending.appeal, pending.decision, extras)}
        />
      ) : null}
    </Box>
  );
}
