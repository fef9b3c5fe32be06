import { callApiResult, clipOriginalKey, clipVideoSource, errorMessage, getRuntimeConfig, mediaUrl, notify, useStrings, type Clip, type ClipOriginal } from '@clipyard/shared';
import { LoadingState } from '@clipyard/clip-ui';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { ClipRangeEditor, formatCutTime, trimForSubmit, useClipTrimLimits, type ClipCut, type TrimRange } from '../clip-editor';
import { recutStrings } from './i18n';
import { useRecutProgress } from './use-recut-progress';

/** The range the current video is of the original; a new range is one that differs from it by more than a frame. */
const sameRange = (a: TrimRange, b: TrimRange) => Math.abs(a.start - b.start) < 1 / 60 && Math.abs(a.end - b.end) < 1 / 60;

/**
 * Cutting a made clip again (issue 23 item 1, ADR 0145 addendum): the clip editor over the clip's own video, then
 * trimClip; the encode workers cut it and the dialog follows until the new cut plays. `onCut` once it does (the clip
 * manager reads its list again: duration, media version and files changed). A request whose submitter's whole upload
 * is kept (`original`, second addendum) opens over that original instead, the submitter's cut marked and chosen:
 * the new part may start earlier or run longer. `onSaved` when trimClip took the new cut (the request card follows it).
 */
export function TrimClipDialog({
  clip,
  original,
  onClose,
  onCut = () => {},
  onSaved = () => {},
}: {
  clip: Clip;
  original?: ClipOriginal;
  onClose: () => void;
  onCut?: () => void;
  onSaved?: () => void;
}) {
  const { t } = useStrings(recutStrings);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const limits = useClipTrimLimits();
  const [cut, setCut] = useState<ClipCut | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const progress = useRecutProgress(clip.internalClipId, attempt);
  // The source rendition: H.264, which every browser plays, and the video the cut is measured on.
  const source = original
    ? { url: mediaUrl(getRuntimeConfig().mediaBaseUrl, clipOriginalKey(clip.channelLogin, clip.internalClipId, original.container), undefined, original.mediaGrant) }
    : clipVideoSource(clip, () => '');
  const marked = original ? { start: original.startSeconds, end: original.endSeconds } : undefined;
  // Over the original every part is a cut of it (even the whole of it); over the clip's own video the whole is no cut.
  const trim = !cut ? undefined : marked ? (sameRange(cut.range, marked) ? undefined : { startSeconds: cut.range.start, endSeconds: cut.range.end }) : trimForSubmit(cut.range, cut.duration);

  // Once per cut: the page hands a new callback on every render, which must not say it again.
  const cutDone = useEffectEvent(() => {
    notify({ type: 'positive', message: t('recut.done') });
    onCut();
  });
  useEffect(() => {
    if (progress.state === 'done') cutDone();
  }, [progress.state]);

  const save = async () => {
    if (!trim) return;
    setSaving(true);
    setProblem(null);
    const result = await callApiResult('client/clipManage/trimClip', { internalClipId: clip.internalClipId, trim });
    setSaving(false);
    if (!result.ok) return setProblem(errorMessage(t, result.errorCode));
    setAttempt((n) => n + 1);
    onSaved();
  };

  const busy = saving || progress.state === 'cutting';
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="recut-dialog-title">
      <DialogTitle id="recut-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('recut.title', { title: clip.clipTitle })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t(marked ? 'recut.introOriginal' : 'recut.intro')}
          </Typography>
          {marked ? (
            <Typography variant="body2" data-testid="submitter-cut" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('recut.submitterCut', { start: formatCutTime(marked.start), end: formatCutTime(marked.end) })}
            </Typography>
          ) : null}
          {limits && source ? (
            <ClipRangeEditor src={source.url} limits={limits} onChange={setCut} disabled={busy || progress.state === 'done'} initial={marked} />
          ) : (
            <LoadingState label={t('recut.loading')} />
          )}
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {progress.state === 'failed' ? <Alert severity="error">{progress.reason ? t('recut.failed', { reason: progress.reason }) : t('recut.failedNoReason')}</Alert> : null}
          {progress.state === 'cutting' ? (
            <Box role="status">
              <Typography variant="body2">{t('recut.cutting', { percent: Math.round(progress.progress * 100) })}</Typography>
              <LinearProgress variant="determinate" value={progress.progress * 100} aria-label={t('recut.cutting', { percent: Math.round(progress.progress * 100) })} />
            </Box>
          ) : null}
          {progress.state === 'done' ? (
            <Alert severity="success" role="status">
              {t('recut.done')}
            </Alert>
          ) : null}
          {cut && !trim && progress.state === 'idle' ? (
            <Typography variant="body2" color="text.secondary">
              {t('recut.unchanged')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('recut.close')}</Button>
        {progress.state === 'idle' || progress.state === 'failed' ? (
          <Button variant="contained" disabled={!trim || busy} onClick={() => void save()}>
            {saving ? t('recut.saving') : t('recut.save')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
