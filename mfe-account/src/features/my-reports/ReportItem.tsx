import { channelPath, clipPath, useStrings, type MyReport, type ReportMessage } from '@clipyard/shared';
import { formatExactTime } from '@clipyard/clip-ui';
import { Box, Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ReportThread } from './ReportThread';
import { myReportsStrings } from './i18n';
import { readReason } from './report-reason';

/** The clip page a report leads to: only while the clip is public (the server sends its id only then). */
function reportClipPath(report: MyReport): string | null {
  return report.channelLogin && report.internalClipId ? clipPath(report.channelLogin, report.internalClipId) : null;
}

/**
 * One of the person's reports: what was reported (a public clip and a channel linked, a comment quoted as reported),
 * the reason they gave, where it stands in words and as a chip, when it was sent and closed, and its thread with the
 * moderators, opened in place. `focused` scrolls to it and moves focus onto it (a link named it: ?report=).
 */
export function ReportItem({
  report,
  language,
  open,
  onToggle,
  focused,
  onFocused,
  initialMessages,
  onLoaded,
  onSent,
}: {
  report: MyReport;
  language: string;
  open: boolean;
  onToggle: () => void;
  focused: boolean;
  onFocused: () => void;
  initialMessages?: ReportMessage[];
  onLoaded: (report: MyReport) => void;
  onSent: () => void;
}) {
  const { t } = useStrings(myReportsStrings);
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused || !article.current) return;
    // jsdom has no scrollIntoView; a browser brings the report into view, then focus reads its heading.
    article.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    article.current.focus({ preventScroll: true });
    onFocused();
  }, [focused, onFocused]);

  const headingId = `my-report-${report.reportId}`;
  const threadId = `my-report-thread-${report.reportId}`;
  const clip = reportClipPath(report);
  const reason = readReason(report.reason);

  let target;
  if (report.targetKind === 'comment') {
    target = report.targetLabel === null ? t('myReports.gone.comment') : t('myReports.quoted', { text: report.targetLabel });
  } else if (report.targetKind === 'clip') {
    target =
      report.targetLabel !== null && clip ? (
        <MuiLink component={Link} to={clip}>
          {report.targetLabel}
        </MuiLink>
      ) : (
        (report.targetLabel ?? t('myReports.gone.clip'))
      );
  } else {
    const name = report.targetLabel ?? report.channelLogin;
    target =
      name && report.channelLogin ? (
        <MuiLink component={Link} to={channelPath(report.channelLogin)}>
          {name}
        </MuiLink>
      ) : (
        (name ?? t('myReports.gone.channel'))
      );
  }

  const dates = [
    t('myReports.reportedOn', { date: formatExactTime(new Date(report.createdAt), language) }),
    report.closedAt ? t('myReports.closedOn', { date: formatExactTime(new Date(report.closedAt), language) }) : null,
    t('myReports.messageCount', { count: report.messageCount }),
  ].filter((part) => part !== null);

  return (
    // A bordered box on the page's own background, like a submission: a field's error red keeps its contrast there.
    <Box
      component="article"
      ref={article}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="my-report"
      data-status={report.status}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, scrollMarginTop: 80, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" data-testid="my-report-kind">
            {t(`myReports.kind.${report.targetKind}`)}
          </Typography>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h2"
            // A long comment is shown in its first three lines: the heading names the report, it does not reprint it.
            sx={{
              fontWeight: 600,
              overflowWrap: 'anywhere',
              whiteSpace: report.targetKind === 'comment' ? 'pre-wrap' : undefined,
              ...(report.targetKind === 'comment' ? { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
            }}
          >
            {target}
          </Typography>
          {report.targetKind === 'comment' && report.channelLogin ? (
            <Typography variant="body2" color="text.secondary">
              {t('myReports.onChannel', { channel: report.channelLogin })}
            </Typography>
          ) : null}
        </Box>
        {/* Default colours: a coloured label on a dark card falls below 4.5:1 contrast; the words carry the state. */}
        <Chip
          label={t(`myReports.states.${report.status}`)}
          size="small"
          variant={report.status === 'open' || report.status === 'in_review' ? 'outlined' : 'filled'}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(`myReports.explain.${report.status}`)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="my-report-reason">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {t('myReports.reasonHeading')}
        </Box>{' '}
        {reason.code === null
          ? reason.text || t('myReports.noReason')
          : reason.code === 'other' && reason.text
            ? t('myReports.otherReason', { label: t('myReports.reasons.other'), text: reason.text })
            : t(`myReports.reasons.${reason.code}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {dates.join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" aria-expanded={open} aria-controls={open ? threadId : undefined} onClick={onToggle}>
          {open ? t('myReports.closeThread') : t('myReports.openThread')}
        </Button>
        {report.targetKind === 'comment' && clip ? (
          <Button size="small" component={Link} to={clip}>
            {t('myReports.viewClip')}
          </Button>
        ) : null}
      </Stack>
      {open ? (
        <ReportThread reportId={report.reportId} id={threadId} language={language} initialMessages={initialMessages} onLoaded={onLoaded} onSent={onSent} />
      ) : null}
    </Box>
  );
}
