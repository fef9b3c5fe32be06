import { callApiResult, clipThumbnailUrl, clipVerticalUrl, errorMessage, notify, useStrings, type Clip, type VerticalFraming } from '@clipyard/shared';
import { ErrorState, LoadingState, useAvifSupport } from '@clipyard/clip-ui';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { FramingControls } from './FramingControls';
import { cropWindow, facecamRegion, gameplayWindow, initialFraming } from './framing';
import { FramingStage, type StageBox } from './FramingStage';
import { verticalStrings } from './i18n';
import { useVerticalVersion } from './use-vertical-version';
import { VerticalPreview } from './VerticalPreview';

/**
 * The vertical version editor of one clip (issue 23 item 3, ADR 0147): the clip's frame with the part kept (a 9:16
 * crop, or the facecam over the gameplay) dragged into place or set with sliders, a preview of the result, then the
 * encode workers make it; the made file plays here and can be downloaded. `onChanged` gets the clip once it has it.
 */
export function VerticalDialog({ clip, onClose, onChanged = () => {} }: { clip: Pick<Clip, 'internalClipId' | 'clipTitle' | 'channelLogin'>; onClose: () => void; onChanged?: (clip: Clip) => void }) {
  const { t } = useStrings(verticalStrings);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { state, reload, show } = useVerticalVersion(clip.internalClipId);
  const avif = useAvifSupport();
  const [edited, setEdited] = useState<VerticalFraming | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const version = state.status === 'ready' ? state.version : null;
  const framing = edited ?? initialFraming(version?.framing ?? null);
  const aspect = version?.clip.width && version.clip.height ? version.clip.width / version.clip.height : 16 / 9;

  // Made: the list learns of the clip's new address and the streamer hears of it once.
  const wasMaking = useRef(false);
  useEffect(() => {
    if (!version) return;
    const making = version.state === 'queued' || version.state === 'running';
    if (wasMaking.current && version.state === 'done') {
      onChanged(version.clip);
      notify({ type: 'positive', message: t('vertical.made') });
    }
    wasMaking.current = making;
  }, [version, onChanged, t]);

  const make = async () => {
    setBusy(true);
    setProblem(null);
    const result = await callApiResult('client/clipManage/makeVerticalVersion', { internalClipId: clip.internalClipId, framing });
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(t, result.errorCode));
    wasMaking.current = true;
    show(result.data);
  };

  const picture = version && avif !== null ? clipThumbnailUrl(version.clip, avif) : null;
  const hasVideo = Boolean(version?.clip.renditions.includes('source'));
  const making = version?.state === 'queued' || version?.state === 'running';
  const made = version?.state === 'done' ? clipVerticalUrl(version.clip) : null;
  const parts = framing.layout === 'crop' ? [cropWindow(aspect, framing.centerX)] : [framing.facecam, gameplayWindow(aspect, framing.centerX)];
  const boxes: StageBox[] =
    framing.layout === 'crop'
      ? [{ id: 'crop', label: t('vertical.cropBox'), region: parts[0]!, anchor: 'center', onMove: ({ x }) => setEdited({ layout: 'crop', centerX: clamp01(x) }) }]
      : [
          { id: 'gameplay', label: t('vertical.gameplayBox'), region: parts[1]!, anchor: 'center', onMove: ({ x }) => setEdited({ ...framing, centerX: clamp01(x) }) },
          {
            id: 'facecam',
            label: t('vertical.facecamBox'),
            region: framing.facecam,
            anchor: 'corner',
            onMove: (at) => setEdited({ ...framing, facecam: facecamRegion(aspect, at, framing.facecam.width) }),
          },
        ];

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="vertical-dialog-title">
      <DialogTitle id="vertical-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('vertical.title', { title: clip.clipTitle })}
      </DialogTitle>
      <DialogContent>
        {state.status === 'loading' ? <LoadingState label={t('vertical.loading')} /> : null}
        {state.status === 'error' ? <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('vertical.retry')} onRetry={() => void reload()} /> : null}
        {version && !hasVideo ? <Alert severity="info">{t('vertical.notReady')}</Alert> : null}
        {version && hasVideo ? (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('vertical.intro', { handle: clip.channelLogin })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                <FramingStage pictureUrl={picture} aspect={aspect} boxes={boxes} label={t('vertical.stageLabel')} />
                <Typography variant="caption" color="text.secondary">
                  {t('vertical.dragHelp')}
                </Typography>
                <FramingControls framing={framing} aspect={aspect} disabled={busy} onChange={setEdited} />
              </Stack>
              <Box sx={{ width: { xs: 160, sm: 180 }, flexShrink: 0, alignSelf: { xs: 'center', sm: 'flex-start' } }}>
                <VerticalPreview pictureUrl={picture} parts={parts} handle={clip.channelLogin} label={t('vertical.previewLabel')} />
              </Box>
            </Stack>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            {version.state === 'failed' ? (
              <Alert severity="error">{version.failureReason ? t('vertical.failed', { reason: version.failureReason }) : t('vertical.failedNoReason')}</Alert>
            ) : null}
            {making ? (
              <Box role="status">
                <Typography variant="body2">{t('vertical.making', { percent: Math.round(version.progress * 100) })}</Typography>
                <LinearProgress variant="determinate" value={version.progress * 100} aria-label={t('vertical.making', { percent: Math.round(version.progress * 100) })} />
              </Box>
            ) : null}
            <Box>
              <Button variant="contained" disabled={busy || making} onClick={() => void make()}>
                {made ? t('vertical.remake') : t('vertical.make')}
              </Button>
            </Box>
            {made ? (
              <Box component="section" aria-labelledby="vertical-result-heading">
                <Typography id="vertical-result-heading" variant="subtitle1" component="h3">
                  {t('vertical.result')}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', mt: 1 }}>
                  <Box component="video" src={made} controls muted playsInline preload="metadata" aria-label={t('vertical.result')} data-testid="vertical-result" sx={{ width: 160, aspectRatio: '9 / 16', bgcolor: '#000', borderRadius: 1 }} />
                  <Link href={`${made}&download=1`} download rel="noopener">
                    {t('vertical.download')}
                  </Link>
                </Stack>
              </Box>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('vertical.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
}
