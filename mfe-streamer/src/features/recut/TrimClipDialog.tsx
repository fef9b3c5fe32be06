import { callApiResult, clipVideoSource, errorMessage, notify, useStrings, type Clip } from '@clipyard/shared';
import { LoadingState } from '@clipyard/clip-ui';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { ClipRangeEditor, trimForSubmit, useClipTrimLimits, type ClipCut } from '../clip-editor';
import { recutStrings } from './i18n';
import { useRecutProgress } from './use-recut-progress';

/**
 * Cutting a made clip again (issue 23 item 1, ADR 0145 addendum): the clip editor over the clip's own video, then
 * trimClip; the encode workers cut it and the dialog follows until the new cut plays. `onCut` once it does (the clip
 * manager reads its list again: duration, media version and files changed).
 */
export function TrimClipDialog({ clip, onClose, onCut = () => {} }: { clip: Clip; onClose: () => void; onCut?: () => void }) {
  const { t } = useStrings(recutStrings);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const limits = useClipTrimLimits();
  const [cut, setCut] = useState<ClipCut | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const progress = useRecutProgress(clip.internalClipId, attempt);
  // The source rendition: H.264, which every browser plays, and the video the cut is measured on.
  const source = clipVideoSource(clip, () => '');
  const trim = cut ? trimForSubmit(cut.range, cut.duration) : undefined;

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
            {t('recut.intro')}
          </Typography>
          {limits && source ? (
            <ClipRangeEditor src={source.url} limits={limits} onChange={setCut} disabled={busy || progress.state === 'done'} />
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
