import { clipPath, PUBLIC_REASON_MAX, callApiResult, errorMessage, notify, useStrings, type ApiErrorCode, type SuccessAnswerOf } from '@clipyard/shared';
import { Box, Button, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadMore, toPage, useCursorList, type FetchPage } from '../cursor-list';
import { adminReportsStrings } from './i18n';
import { ModerationList } from './ListStates';
import { ModerationDialog, type ModerationExtras } from './ModerationDialog';

export type TakedownNotice = SuccessAnswerOf<'client/admin/getTakedownNotices'>['noticeList'][number];

type View = 'open' | 'decided';
type Decision = 'restore' | 'remove';

/** The field errors of a decision: the dialog stays open and shows them on the field. */
const FIELD_ERRORS: readonly ApiErrorCode[] = ['PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'];
const VIEWS: readonly View[] = ['open', 'decided'];

/**
 * Copyright takedown notices (issue 22 item 3, ADR 0135), under the appeals: the waiting ones oldest first, each with
 * the notice as filed (the work, the claimant's name, email and signature), its clips, the counter-notice if the
 * streamer filed one, the channel's repeat-infringer count (notices upheld against it), and Restore or Remove,
 * confirmed with a public reason and a private note; the decided ones newest first. A page at a time (Load more).
 */
export function TakedownNotices({ language }: { language: string }) {
  const { t } = useStrings(adminReportsStrings);
  const [view, setView] = useState<View>('open');
  const fetchPage = useCallback<FetchPage<TakedownNotice>>(
    async (cursor) => toPage(await callApiResult('client/admin/getTakedownNotices', { status: view, cursor }), (data) => ({ items: data.noticeList, nextCursor: data.nextCursor })),
    [view],
  );
  // A new view is a new fetchPage: the list loads again, and an answer for the view left behind is dropped.
  const { state, reload, loadMore, updateItems } = useCursorList(fetchPage);
  const [pending, setPending] = useState<{ notice: TakedownNotice; decision: Decision } | null>(null);

  const more = async () => {
    const failed = await loadMore();
    if (failed) notify({ type: 'negative', message: t('reports.takedowns.moreFailed', { message: errorMessage(t, failed) }) });
  };

  /** Decides the notice; answers the code of a field the server refused (the dialog shows it), else null. */
  const decide = async (notice: TakedownNotice, decision: Decision, extras: ModerationExtras): Promise<ApiErrorCode | null> => {
    const result = await callApiResult('client/admin/decideTakedownNotice', { noticeId: notice.noticeId, decision, ...extras });
    if (!result.ok && FIELD_ERRORS.includes(result.errorCode)) return result.errorCode;
    setPending(null);
    if (result.ok) {
      updateItems((notices) => notices.filter((n) => n.noticeId !== notice.noticeId));
      notify({ type: 'positive', message: t(decision === 'restore' ? 'reports.takedowns.restored' : 'reports.takedowns.removed') });
    } else if (result.errorCode === 'TAKEDOWN_NOT_FOUND') {
      // Decided by another moderator meanwhile.
      notify({ type: 'info', message: t('reports.takedowns.gone') });
      void reload();
    } else {
      notify({ type: 'negative', message: t('reports.takedowns.failedAction', { message: errorMessage(t, result.errorCode) }) });
    }
    return null;
  };

  const when = (iso: string) => new Date(iso).toLocaleString(language);
  const quote = { m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' } as const;
  const details = (notice: TakedownNotice) => (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 600 }}>{t('reports.takedowns.channel', { channel: notice.channelLogin })}</Typography>
      <Typography variant="body2" data-testid="takedown-repeat-count">
        {t('reports.takedowns.repeat', { count: notice.repeatInfringerCount })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('reports.takedowns.filed', { when: when(notice.createdAt), name: notice.claimantName, email: notice.claimantEmail, signature: notice.signature })}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('reports.takedowns.work')}
      </Typography>
      <Box component="blockquote" data-testid="takedown-work" sx={quote}>
        {notice.workDescription}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('reports.takedowns.clips')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {notice.clipList.map((clip) => (
          <li key={clip.internalClipId}>
            {clip.visibility ? (
              <Link component={RouterLink} to={clipPath(clip.channelLogin, clip.internalClipId)}>
                {clip.clipTitle}
              </Link>
            ) : (
              clip.clipTitle
            )}{' '}
            ({t(`reports.takedowns.clipState.${clip.visibility ?? 'gone'}`)})
          </li>
        ))}
      </Box>
      <Typography variant="body2" data-testid="takedown-state" sx={{ mt: 1, fontWeight: 600 }}>
        {t(`reports.takedowns.status.${notice.status}`, { when: notice.decidedAt ? when(notice.decidedAt) : '' })}
      </Typography>
      {notice.counterNotice ? (
        <Box data-testid="takedown-counter-notice" sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('reports.takedowns.counterTitle')}
          </Typography>
          <Typography variant="body2">
            {t('reports.takedowns.counterBy', {
              when: when(notice.counterNotice.filedAt),
              name: notice.counterNotice.fullName,
              user: notice.counterNotice.filerUserName ?? '—',
              contact: notice.counterNotice.contact,
            })}
          </Typography>
          <Box component="blockquote" sx={quote}>
            {notice.counterNotice.statement}
          </Box>
        </Box>
      ) : notice.status === 'open' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reports.takedowns.noCounter')}
        </Typography>
      ) : null}
      {notice.decisionReason ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {t('reports.takedowns.decisionReason', { reason: notice.decisionReason })}
        </Typography>
      ) : null}
    </Box>
  );
  const actions = (notice: TakedownNotice) =>
    notice.status === 'open' || notice.status === 'countered' ? (
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
        <Button variant="contained" onClick={() => setPending({ notice, decision: 'restore' })} aria-label={t('reports.takedowns.restoreFor', { channel: notice.channelLogin })}>
          {t('reports.takedowns.restore')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setPending({ notice, decision: 'remove' })} aria-label={t('reports.takedowns.removeFor', { channel: notice.channelLogin })}>
          {t('reports.takedowns.remove')}
        </Button>
      </Stack>
    ) : null;

  return (
    <Box component="section" aria-labelledby="takedowns-heading" data-testid="takedown-notices" sx={{ mt: 5 }}>
      <Typography id="takedowns-heading" variant="h6" component="h2">
        {t('reports.takedowns.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('reports.takedowns.intro')}
      </Typography>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={t('reports.takedowns.viewLabel')} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        {VIEWS.map((v) => (
          <Tab key={v} value={v} label={t(`reports.takedowns.views.${v}`)} id={`takedown-view-tab-${v}`} aria-controls="takedown-view-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="takedown-view-panel" aria-labelledby={`takedown-view-tab-${view}`}>
        <ModerationList
          status={state.status}
          items={state.status === 'ready' ? state.items : []}
          texts={{ loading: t('reports.takedowns.loading'), failed: t('reports.takedowns.failed'), retry: t('reports.takedowns.retry'), empty: t(`reports.takedowns.empty.${view}`) }}
          onRetry={() => void reload()}
          labelledBy="takedowns-heading"
          testId="takedown-notice"
          keyOf={(notice) => notice.noticeId}
          details={details}
          action={actions}
        />
        {state.status === 'ready' && state.nextCursor ? <LoadMore label={t('reports.takedowns.loadMore')} loading={state.loadingMore} failed={null} onClick={() => void more()} /> : null}
      </Box>
      {pending ? (
        <ModerationDialog
          key={`${pending.notice.noticeId}/${pending.decision}`}
          title={t(pending.decision === 'restore' ? 'reports.takedowns.restoreTitle' : 'reports.takedowns.removeTitle')}
          message={t(pending.decision === 'restore' ? 'reports.takedowns.restoreMessage' : 'reports.takedowns.removeMessage')}
          okLabel={t(pending.decision === 'restore' ? 'reports.takedowns.restore' : 'reports.takedowns.remove')}
          reasonHint={t('reports.takedowns.reasonHint', { max: PUBLIC_REASON_MAX })}
          onCancel={() => setPending(null)}
          onSubmit={(extras) => decide(pending.notice, pending.decision, extras)}
        />
      ) : null}
    </Box>
  );
}
