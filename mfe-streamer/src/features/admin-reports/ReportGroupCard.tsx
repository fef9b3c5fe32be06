import { channelPath, clipPath, clipThumbnailUrl, type ReportGroup, useStrings } from '@clipyard/shared';
import { useAvifSupport } from '@clipyard/clip-ui';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Disclosure } from './Disclosure';
import { GroupModerationLog } from './GroupModerationLog';
import { adminReportsStrings } from './i18n';
import { readReason } from './report-reason';
import { ReporterThreads } from './ReportThread';

export type ModerationChoice = 'dismiss' | 'removeClip' | 'unlistClip' | 'hideClip' | 'removeComment' | 'blockCommenter' | 'handled';

/**
 * One reported target: what it is, how often and why it was reported, where it stands (open, in review by whom,
 * closed when), the moderator's choices while it is not closed, and on demand its moderation log and the thread with
 * each of its reporters.
 */
export function ReportGroupCard({
  group,
  busy,
  onChoose,
  onStartReview,
  language,
}: {
  group: ReportGroup;
  busy: boolean;
  onChoose: (choice: ModerationChoice) => void;
  onStartReview: () => void;
  language: string;
}) {
  const { t } = useStrings(adminReportsStrings);
  const avif = useAvifSupport();
  const thumbnail = group.clip && avif !== null ? clipThumbnailUrl(group.clip, avif) : null;
  const headingId = `report-group-${group.reportId}`;
  const when = (iso: string) => new Date(iso).toLocaleString(language);
  const kind = t(`reports.kind.${group.targetKind}`);
  const closed = group.status === 'actioned' || group.status === 'dismissed';
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} data-testid="report-group" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Chip size="small" label={kind} />
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} aria-label={t('reports.groupLabel', { kind, count: group.reportCount })}>
            {t('reports.count', { count: group.reportCount })}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('reports.reported', { first: when(group.firstReportedAt), last: when(group.lastReportedAt) })}
        </Typography>
        <GroupStatus group={group} when={when} />

        {group.targetKind === 'comment' ? (
          <Box sx={{ mb: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('reports.commentBy', { user: group.commenterUserName ?? '?' })}
              {group.clip ? ` ${t('reports.commentOn', { title: group.clip.clipTitle })}` : ''}
            </Typography>
            <Box component="blockquote" sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {group.commentText}
            </Box>
            {!group.commentExists ? (
              <Typography variant="body2" color="text.secondary">
                {t('reports.commentGone')}
              </Typography>
            ) : null}
            {group.commenterBlocked ? <Chip size="small" variant="outlined" label={t('reports.blocked')} sx={{ mt: 0.5 }} /> : null}
          </Box>
        ) : null}

        {group.targetKind === 'clip' ? (
          group.clip ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
              {thumbnail ? <Box component="img" src={thumbnail} alt={t('reports.thumbnail', { title: group.clip.clipTitle })} sx={{ width: 120, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }} /> : null}
              <Link component={RouterLink} to={clipPath(group.clip.channelLogin, group.clip.internalClipId)} sx={{ overflowWrap: 'anywhere' }}>
                {group.clip.clipTitle}
              </Link>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {group.clipTitle ? t('reports.clipGoneTitled', { title: group.clipTitle }) : t('reports.clipGone')}
            </Typography>
          )
        ) : null}

        {group.channelLogin ? (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('reports.channel')}{' '}
            <Link component={RouterLink} to={channelPath(group.channelLogin)}>
              {group.channelDisplayName ?? group.channelLogin}
            </Link>
          </Typography>
        ) : null}

        <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
          {t('reports.reasons')}
        </Typography>
        {group.reasonList.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('reports.noReason')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {group.reasonList.map((r, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="report-reason">
                <ReasonText stored={r.reason} /> <Box component="span" sx={{ color: 'text.secondary' }}>— {r.reporterUserName ?? t('reports.deletedReporter')}</Box>
              </Typography>
            ))}
          </Box>
        )}
        <Disclosure label={t('reports.log.toggle')}>
          <GroupModerationLog targetKey={group.targetKey} language={language} />
        </Disclosure>
        <Disclosure label={t('reports.thread.toggle')}>
          <ReporterThreads group={group} language={language} />
        </Disclosure>
      </CardContent>
      {closed ? null : <GroupActions group={group} busy={busy} onChoose={onChoose} onStartReview={onStartReview} />}
    </Card>
  );
}

/** In review by whom, or closed when; nothing for an open group (the tab says it). */
function GroupStatus({ group, when }: { group: ReportGroup; when: (iso: string) => string }) {
  const { t } = useStrings(adminReportsStrings);
  let text: string | null = null;
  if (group.status === 'in_review') text = group.reviewerUserName ? t('reports.inReviewBy', { name: group.reviewerUserName }) : t('reports.inReviewByGone');
  if ((group.status === 'actioned' || group.status === 'dismissed') && group.closedAt) text = t(`reports.closedAt.${group.status}`, { when: when(group.closedAt) });
  if (!text) return null;
  return (
    <Typography variant="body2" data-testid="report-group-status" sx={{ fontWeight: 600, mb: 1.5 }}>
      {text}
    </Typography>
  );
}

/** The choices on an open or in-review group: an open one can also be taken into review first. */
function GroupActions({ group, busy, onChoose, onStartReview }: { group: ReportGroup; busy: boolean; onChoose: (choice: ModerationChoice) => void; onStartReview: () => void }) {
  const { t } = useStrings(adminReportsStrings);
  // disableSpacing: the gap spaces the buttons; CardActions' own left margin would also indent a button that wraps.
  return (
    <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
      {group.status === 'open' ? (
        <Button variant="outlined" disabled={busy} onClick={onStartReview}>
          {t('reports.startReview')}
        </Button>
      ) : null}
      <Button variant="outlined" disabled={busy} onClick={() => onChoose('dismiss')}>
        {t('reports.dismiss')}
      </Button>
      {/* A clip can also stay, unlisted or hidden, and its people may appeal (issue 22 item 2); not what it already is. */}
      {group.targetKind === 'clip' && group.clip && group.clip.visibility !== 'unlisted' ? (
        <Button variant="outlined" disabled={busy} onClick={() => onChoose('unlistClip')}>
          {t('reports.unlistClip')}
        </Button>
      ) : null}
      {group.targetKind === 'clip' && group.clip && group.clip.visibility !== 'hidden' ? (
        <Button variant="outlined" disabled={busy} onClick={() => onChoose('hideClip')}>
          {t('reports.hideClip')}
        </Button>
      ) : null}
      {group.targetKind === 'clip' && group.clip ? (
        <Button variant="contained" disabled={busy} onClick={() => onChoose('removeClip')}>
          {t('reports.removeClip')}
        </Button>
      ) : null}
      {group.targetKind === 'comment' && group.commentExists ? (
        <Button variant="contained" disabled={busy} onClick={() => onChoose('removeComment')}>
          {t('reports.removeComment')}
        </Button>
      ) : null}
      {group.targetKind === 'comment' && !group.commenterBlocked ? (
        <Button variant="outlined" disabled={busy} onClick={() => onChoose('blockCommenter')}>
          {t('reports.blockCommenter')}
        </Button>
      ) : null}
      {group.targetKind === 'channel' || (group.targetKind === 'clip' && !group.clip) ? (
        <Button variant="contained" disabled={busy} onClick={() => onChoose('handled')}>
          {t('reports.markHandled')}
        </Button>
      ) : null}
    </CardActions>
  );
}

/** A reason as the moderator reads it: the label of its code in their language, and the reporter's own words as text. */
function ReasonText({ stored }: { stored: string }) {
  const { t } = useStrings(adminReportsStrings);
  const reason = readReason(stored);
  if (reason.code === null) return <>{reason.text}</>;
  const label = t(`reports.reasonLabels.${reason.code}`);
  if (reason.code !== 'other' || !reason.text) return <Box component="span" sx={{ fontWeight: 600 }}>{label}</Box>;
  return <>{t('reports.otherReason', { label, text: reason.text })}</>;
}
