import { UPLOADED_IMAGE_MAX_BYTES, callApiResult, clipFramesKey, clipThumbnailUrl, errorMessage, getRuntimeConfig, mediaUrl, notify, useStrings, type ApiErrorCode, type Clip } from '@clipyard/shared';
import { ErrorState, LoadingState, useAvifSupport } from '@clipyard/clip-ui';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FrameStrip } from './FrameStrip';
import { thumbnailStrings } from './i18n';
import { formatMoment, useThumbnailChoices, type ThumbnailChoices } from './use-thumbnail-choices';

function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The thumbnail editor of one clip (issue 23 item 2, ADR 0144): the current thumbnail, six candidate frames to pick
 * from, or an image to upload. A picked frame is made by the encode workers: the dialog says so and shows the new
 * picture when it is there. `onChanged` gets the clip with its new mediaVersion (the clip manager's list takes it).
 */
export function ThumbnailDialog({ clip, onClose, onChanged = () => {} }: { clip: Pick<Clip, 'internalClipId' | 'clipTitle'>; onClose: () => void; onChanged?: (clip: Clip) => void }) {
  const { t } = useStrings(thumbnailStrings);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { state, reload, show } = useThumbnailChoices(clip.internalClipId);
  const [picked, setPicked] = useState<number | null>(null);
  const [busy, setBusy] = useState<'frame' | 'upload' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const avif = useAvifSupport();
  const choices = state.status === 'ready' ? state.choices : null;

  // The new picture is there once the workers are done: the list learns of its new address then.
  const wasUpdating = useRef(false);
  useEffect(() => {
    if (!choices) return;
    if (wasUpdating.current && !choices.updating) {
      onChanged(choices.clip);
      notify({ type: 'positive', message: t('thumbnail.saved') });
    }
    wasUpdating.current = choices.updating;
  }, [choices, onChanged, t]);

  const answered = (result: { ok: true; data: ThumbnailChoices } | { ok: false; errorCode: ApiErrorCode }) => {
    if (!result.ok) return setProblem(errorMessage(t, result.errorCode));
    show(result.data);
    setPicked(null);
    if (!result.data.updating) {
      onChanged(result.data.clip);
      notify({ type: 'positive', message: t('thumbnail.saved') });
    }
  };

  const applyFrame = async () => {
    if (picked === null) return;
    setBusy('frame');
    setProblem(null);
    answered(await callApiResult('client/clipManage/setClipThumbnailFrame', { internalClipId: clip.internalClipId, atSeconds: picked }));
    setBusy(null);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > UPLOADED_IMAGE_MAX_BYTES) return setProblem(t('thumbnail.tooLarge'));
    setBusy('upload');
    answered(await callApiResult('client/clipManage/uploadClipThumbnail', { internalClipId: clip.internalClipId, imageBase64: await toBase64(file) }));
    setBusy(null);
  };

  const current = choices && avif !== null ? clipThumbnailUrl(choices.clip, avif) : null;
  const stripUrl = choices ? mediaUrl(getRuntimeConfig().mediaBaseUrl, clipFramesKey(choices.clip.channelLogin, choices.clip.internalClipId), choices.clip.mediaVersion, choices.clip.mediaGrant) : null;
  const working = busy !== null || Boolean(choices?.updating);

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="thumbnail-dialog-title">
      <DialogTitle id="thumbnail-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {t('thumbnail.title', { title: clip.clipTitle })}
      </DialogTitle>
      <DialogContent>
        {state.status === 'loading' ? <LoadingState label={t('thumbnail.loading')} /> : null}
        {state.status === 'error' ? <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('thumbnail.retry')} onRetry={() => void reload()} /> : null}
        {choices ? (
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ width: { xs: '100%', sm: 280 }, aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', flexShrink: 0 }}>
                {current ? <Box component="img" src={current} alt={t('thumbnail.currentAlt', { title: clip.clipTitle })} data-testid="thumbnail-current" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
              </Box>
              <Box>
                <Typography variant="subtitle1" component="h3">
                  {t('thumbnail.current')}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="thumbnail-current-note">
                  {choices.current.kind === 'image' ? t('thumbnail.uploadedNote') : t('thumbnail.frameNote', { time: formatMoment(choices.current.atSeconds) })}
                </Typography>
              </Box>
            </Stack>
            {choices.updating ? (
              <Box role="status">
                <Typography variant="body2">{t('thumbnail.updating')}</Typography>
                <LinearProgress aria-label={t('thumbnail.updating')} />
              </Box>
            ) : null}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <Box component="section" aria-labelledby="thumbnail-frames-heading">
              <Typography id="thumbnail-frames-heading" variant="subtitle1" component="h3">
                {t('thumbnail.framesHeading')}
              </Typography>
              {choices.frameTimes && stripUrl ? (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('thumbnail.framesHelp')}
                  </Typography>
                  <FrameStrip stripUrl={stripUrl} frameTimes={choices.frameTimes} picked={picked} onPick={setPicked} disabled={working} />
                  <Button variant="contained" sx={{ mt: 1.5 }} disabled={picked === null || working} onClick={() => void applyFrame()}>
                    {t('thumbnail.useFrame')}
                  </Button>
                </>
              ) : (
                <Box role="status">
                  <Typography variant="body2" color="text.secondary">
                    {t('thumbnail.framesPreparing')}
                  </Typography>
                  <LinearProgress aria-label={t('thumbnail.framesPreparing')} sx={{ mt: 1 }} />
                </Box>
              )}
            </Box>
            <Box component="section" aria-labelledby="thumbnail-upload-heading">
              <Typography id="thumbnail-upload-heading" variant="subtitle1" component="h3">
                {t('thumbnail.uploadHeading')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('thumbnail.uploadHelp')}
              </Typography>
              <Button variant="outlined" disabled={working} onClick={() => fileInput.current?.click()}>
                {busy === 'upload' ? t('thumbnail.uploading') : t('thumbnail.upload')}
              </Button>
              {/* Hidden: the button above opens it, so the picker is reachable and named for keyboard users. */}
              <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" hidden aria-label={t('thumbnail.upload')} onChange={(e) => void upload(e)} />
            </Box>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('thumbnail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
