import { callApiResult, errorMessage, useSession, useStrings, type ApiErrorCode, type ReportMessage } from '@clipyard/shared';
import { ErrorState, LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ReportItem } from './ReportItem';
import { myReportsStrings } from './i18n';
import { useMyReports } from './use-my-reports';

/**
 * `/account/reports` (issue 22 item 1): the reports the signed-in person sent, newest first, each with what was
 * reported, their reason, where it stands and its thread with the moderators, opened in place. `?report={id}` (where a
 * moderator's message notification leads) opens that report's thread, brings it into view and moves focus to it; a
 * report older than the loaded pages is read on its own and listed in its place; one that is not theirs says so.
 */
export function MyReportsPage() {
  const { t, i18n } = useStrings(myReportsStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const list = useMyReports(loaded && isSignedIn, uid);
  const [params] = useSearchParams();
  const linked = params.get('report');
  const location = useLocation();

  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [preloaded, setPreloaded] = useState<Record<string, ReportMessage[]>>({});
  const [linkProblem, setLinkProblem] = useState<ApiErrorCode | null>(null);
  const [linkAttempt, setLinkAttempt] = useState(0);
  // The link (and the navigation that brought it, so following the same notification again opens it again) handled.
  const handled = useRef<string | null>(null);

  const openThread = useCallback((reportId: string) => setOpenIds((previous) => new Set(previous).add(reportId)), []);
  const toggleThread = (reportId: string) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(reportId)) next.add(reportId);
      return next;
    });

  const listReady = !list.loading && !(list.errorCode && list.items.length === 0);
  const { items, put } = list;
  useEffect(() => {
    if (!linked || !listReady) return;
    const mark = `${uid}:${location.key}:${linked}:${linkAttempt}`;
    if (handled.current === mark) return;
    handled.current = mark;
    setLinkProblem(null);
    if (items.some((item) => item.reportId === linked)) {
      openThread(linked);
      setFocusId(linked);
      return;
    }
    // Not on the first page: older, or not this person's (the server says REPORT_NOT_FOUND, never whose it is).
    void (async () => {
      const result = await callApiResult('client/report/getReportMessages', { reportId: linked });
      if (handled.current !== mark) return;
      if (!result.ok) return setLinkProblem(result.errorCode);
      // A moderator may read anyone's report, but this page is the reporter's: someone else's report is not theirs.
      if (result.data.readerRole === 'moderator') return setLinkProblem('REPORT_NOT_FOUND');
      setPreloaded((previous) => ({ ...previous, [linked]: result.data.messageList }));
      put(result.data.report);
      openThread(linked);
      setFocusId(linked);
    })();
  }, [linked, listReady, items, put, openThread, uid, location.key, linkAttempt]);

  const clearFocus = useCallback(() => setFocusId(null), []);

  if (!loaded) return <LoadingState label={t('myReports.loading')} />;
  if (!isSignedIn) return <NoticeCard title={t('myReports.signedOutTitle')} body={t('myReports.signedOutBody')} to="/account/login" action={t('myReports.login')} />;

  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Box component="section" aria-labelledby="my-reports-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 880, mx: 'auto' }}>
      <Typography id="my-reports-heading" variant="h5" component="h1">
        {t('myReports.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('myReports.intro')}
      </Typography>
      {linkProblem ? (
        linkProblem === 'REPORT_NOT_FOUND' ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="linked-report-problem">
            {t('myReports.notFound')}
          </Alert>
        ) : (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            data-testid="linked-report-problem"
            action={
              <Button color="inherit" onClick={() => setLinkAttempt((n) => n + 1)}>
                {t('myReports.retry')}
              </Button>
            }
          >
            {`${t('myReports.linkFailed')} ${errorMessage(t, linkProblem)}`}
          </Alert>
        )
      ) : null}
      {list.loading ? (
        <LoadingState label={t('myReports.loading')} />
      ) : list.errorCode && list.items.length === 0 ? (
        <ErrorState message={`${t('myReports.failed')} ${errorMessage(t, list.errorCode)}`} retryLabel={t('myReports.retry')} onRetry={() => void list.reload()} />
      ) : list.items.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
          <Typography>{t('myReports.empty')}</Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            {t('myReports.howReportingWorks')}
          </Typography>
        </Stack>
      ) : (
        <>
          <Box component="ul" aria-label={t('myReports.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {list.items.map((item) => (
              <li key={item.reportId}>
                <ReportItem
                  report={item}
                  language={language}
                  open={openIds.has(item.reportId)}
                  onToggle={() => toggleThread(item.reportId)}
                  focused={focusId === item.reportId}
                  onFocused={clearFocus}
                  initialMessages={preloaded[item.reportId]}
                  onLoaded={put}
                  onSent={() => list.update(item.reportId, (report) => ({ messageCount: report.messageCount + 1 }))}
                />
              </li>
            ))}
          </Box>
          {list.errorCode ? (
            // A later page failed: what is shown stays, with a way to try that page again.
            <ErrorState message={`${t('myReports.failed')} ${errorMessage(t, list.errorCode)}`} retryLabel={t('myReports.retry')} onRetry={() => void list.loadMore()} />
          ) : null}
          {list.hasMore && !list.errorCode ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void list.loadMore()} disabled={list.loadingMore}>
                {list.loadingMore ? t('myReports.loadingMore') : t('myReports.loadMore')}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}

export default MyReportsPage;
