import { clipThumbnailUrl, clipVideoSource, type ClipRequest, useStrings } from '@clipyard/shared';
import { useAvifSupport } from '@clipyard/clip-ui';
import { Box, Button, Card, CardActions, CardContent, LinearProgress, Link, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { TrimClipDialog, recutStrings, useRecutProgress } from '../recut';
import { clipRequestsStrings } from './i18n';
import { usePreviewReadiness } from './use-preview-readiness';

function canPlayType(type: string): string {
  return typeof document === 'undefined' ? '' : document.createElement('video').canPlayType(type);
}

/**
 * One request: a preview the streamer can watch before deciding, who sent it, approve / reject, and Trim (issue 23
 * item 1, ADR 0145 second addendum): the clip editor over the submitter's whole upload when it is kept, else over the
 * clip's video. While a new cut is being made the card says so; once it plays, the page reads the request again (new
 * video, new range).
 */
export function ClipRequestItem({
  request,
  busy,
  onDecide,
  onPreviewReady,
  language,
  focusOnMount = null,
}: {
  request: ClipRequest;
  busy: boolean;
  onDecide: (isApproved: boolean) => void;
  /** Its video was still being prepared and now can play: the page reads the request again. */
  onPreviewReady: () => void;
  language: string;
  /** The button to focus when the card appears (back from an undone decision: the one that was pressed). */
  focusOnMount?: 'approve' | 'reject' | null;
}) {
  const { t } = useStrings(clipRequestsStrings);
  const { t: tr } = useStrings(recutStrings);
  const approveButton = useRef<HTMLButtonElement>(null);
  const trimButton = useRef<HTMLButtonElement>(null);
  const [trimming, setTrimming] = useState(false);
  const [cutAttempt, setCutAttempt] = useState(0);
  const cutProgress = useRecutProgress(request.internalClipId, cutAttempt);
  const cutMade = useEffectEvent(onPreviewReady);
  useEffect(() => {
    if (cutProgress.state === 'done') cutMade();
  }, [cutProgress.state]);
  const closeTrim = () => {
    setTrimming(false);
    // Back where the streamer was; while the new cut is being made Trim is disabled, so Approve takes the focus.
    requestAnimationFrame(() => (trimButton.current?.disabled ? approveButton.current : trimButton.current)?.focus());
  };
  const rejectButton = useRef<HTMLButtonElement>(null);
  // Only as the card appears: a later render must not pull the focus back.
  const [initialFocus] = useState(focusOnMount);
  useEffect(() => {
    if (initialFocus === 'approve') approveButton.current?.focus();
    if (initialFocus === 'reject') rejectButton.current?.focus();
  }, [initialFocus]);
  const source = clipVideoSource(request.clip, canPlayType);
  const readiness = usePreviewReadiness(request.internalClipId, source === null, onPreviewReady);
  const avif = useAvifSupport();
  // The thumbnail as poster: a preload='metadata' video otherwise shows whatever its first frame is (often black).
  const poster = avif === null ? undefined : (clipThumbnailUrl(request.clip, avif) ?? undefined);
  const date = new Date(request.createdAt).toLocaleString(language);
  return (
    // Full height of its grid cell, actions at the bottom: cards of one row line their buttons up.
    <Card
      component="article"
      variant="outlined"
      data-testid="clip-request"
      aria-labelledby={`request-${request.requestId}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {source ? (
        <Box
          component="video"
          src={source.url}
          poster={poster}
          controls
          muted
          preload="metadata"
          aria-label={t('requests.preview', { title: request.clipTitle })}
          sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: '#000', display: 'block' }}
        />
      ) : (
        <Box role="status" sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', alignContent: 'center', bgcolor: 'action.hover', px: 2, textAlign: 'center' }}>
          <Typography variant="body2">{readiness.state === 'failed' ? t('requests.processingFailed') : t('requests.processing')}</Typography>
          {readiness.state === 'failed' && readiness.reason ? (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {readiness.reason}
            </Typography>
          ) : null}
        </Box>
      )}
      {cutProgress.state === 'cutting' ? (
        <Box role="status" sx={{ px: 2, pt: 1.5 }}>
          <Typography variant="body2">{tr('recut.cuttingCard', { percent: Math.round(cutProgress.progress * 100) })}</Typography>
          <LinearProgress variant="determinate" value={cutProgress.progress * 100} aria-label={tr('recut.cuttingCard', { percent: Math.round(cutProgress.progress * 100) })} />
        </Box>
      ) : null}
      {cutProgress.state === 'failed' ? (
        <Typography role="status" variant="body2" color="error" sx={{ px: 2, pt: 1.5 }}>
          {tr('recut.cutFailedCard')}
        </Typography>
      ) : null}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`request-${request.requestId}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.35, mb: 0.5, overflowWrap: 'anywhere' }}>
          {request.clipTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('requests.submittedBy', { user: request.submitterUserName, date })}
        </Typography>
        {request.sourceUrl ? (
          <Link href={request.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" variant="body2">
            {t('requests.source')}
          </Link>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button ref={approveButton} variant="contained" disabled={busy} onClick={() => onDecide(true)} aria-label={t('requests.approveLabel', { title: request.clipTitle })}>
          {t('requests.approve')}
        </Button>
        {/* Outlined in the theme's text colour: the error red on a dark card is below 4.5:1 contrast. */}
        <Button ref={rejectButton} variant="outlined" disabled={busy} onClick={() => onDecide(false)} aria-label={t('requests.rejectLabel', { title: request.clipTitle })}>
          {t('requests.reject')}
        </Button>
        {source ? (
          <Button
            ref={trimButton}
            disabled={busy || cutProgress.state === 'cutting'}
            onClick={() => setTrimming(true)}
            aria-label={tr('recut.openLabel', { title: request.clipTitle })}
            aria-haspopup="dialog"
          >
            {tr('recut.open')}
          </Button>
        ) : null}
      </CardActions>
      {trimming ? (
        <TrimClipDialog clip={request.clip} original={request.original} onClose={closeTrim} onSaved={() => setCutAttempt((n) => n + 1)} />
      ) : null}
    </Card>
  );
}
