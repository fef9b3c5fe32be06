import {
  CHANNEL_LOGIN_PATTERN,
  callApiResult,
  channelPath,
  errorMessage,
  parseTwitchClipUrl,
  validateClipTitle,
  validateClipUrl,
  type ApiErrorCode,
  type AuthUser,
  type SuccessAnswerOf,
  useStrings,
} from '@clipyard/shared';
import { Alert, Box, Button, LinearProgress, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ClipRangeEditor, clipEditorStrings, trimForSubmit, useClipTrimLimits, type ClipCut } from '../clip-editor';
import { ChannelField } from './ChannelField';
import { CategoryField } from '../category-field';
import { useTusUpload } from './use-tus-upload';
import { uploadStrings } from './i18n';

/** submitClip's answer, with the title it was sent under (the thumbnail editor names the clip by it). */
export type Submitted = SuccessAnswerOf<'client/userSubmission/submitClip'> & { clipTitle: string };
type Mode = 'url' | 'file';
/** The refusals a follow cures (the channel's rule of who may submit, ADR 0143). */
const followRefusals = new Set<ApiErrorCode>(['SUBMIT_FOLLOWERS_ONLY', 'SUBMIT_FOLLOW_TOO_RECENT']);
type FieldErrors = Partial<Record<'clipUrl' | 'file' | 'channelLogin' | 'clipTitle', string>>;

/**
 * The submit form: a clip URL or a video file (sent over tus first), the channel and the title. A chosen file opens
 * in the clip editor, which cuts the part to publish (issue 23 item 1; the server cuts it). Checks what the client
 * can (the shared validators, so the messages match the server's), then calls submitClip.
 */
export function UploadForm({
  authUser,
  ownChannel,
  initialChannel = null,
  onSubmitted,
}: {
  authUser: AuthUser;
  /** The signed-in streamer's own channel (filled in), or null. */
  ownChannel: string | null;
  /** The channel the form starts with, when the page was opened for one (a channel page's "Submit a clip"). */
  initialChannel?: string | null;
  onSubmitted: (answer: Submitted) => void;
}) {
  // The clip editor's strings load with the form: fetched only when a file is chosen, they would suspend (hide) the form.
  const { t } = useStrings(uploadStrings, clipEditorStrings);
  const [mode, setMode] = useState<Mode>('url');
  const [clipUrl, setClipUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // The chosen file, playable in the clip editor without sending it anywhere; revoked when replaced or left.
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [cut, setCut] = useState<ClipCut | null>(null);
  const trimLimits = useClipTrimLimits();
  const fileUrlRef = useRef<string | null>(null);
  useEffect(() => () => {
    if (fileUrlRef.current) URL.revokeObjectURL(fileUrlRef.current);
  }, []);
  const chooseFile = (chosen: File | null) => {
    if (fileUrlRef.current) URL.revokeObjectURL(fileUrlRef.current);
    fileUrlRef.current = chosen ? URL.createObjectURL(chosen) : null;
    setFile(chosen);
    setFileUrl(fileUrlRef.current);
    setCut(null);
  };
  const [channelLogin, setChannelLogin] = useState(initialChannel ?? ownChannel ?? '');
  const [clipTitle, setClipTitle] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ApiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // A file already sent whose submitClip failed (a short title, a closed channel): a retry reuses the upload.
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const tus = useTusUpload();

  const check = (): FieldErrors => {
    const errors: FieldErrors = {};
    // A file or a direct video link names no channel of its own; a Twitch clip link does (the server reads it there).
    let needsChannel = mode === 'file';
    if (mode === 'url') {
      const url = validateClipUrl(clipUrl);
      if (!url.ok) errors.clipUrl = errorMessage(t, url.errorCode);
      else needsChannel = parseTwitchClipUrl(url.url) === null;
    } else if (!file) errors.file = t('upload.fileRequired');
    const channel = channelLogin.trim().toLowerCase();
    if (channel && !CHANNEL_LOGIN_PATTERN.test(channel)) errors.channelLogin = errorMessage(t, 'CHANNEL_INVALID');
    else if (!channel && needsChannel) errors.channelLogin = errorMessage(t, 'CHANNEL_REQUIRED');
    const title = validateClipTitle(clipTitle);
    if (title) errors.clipTitle = errorMessage(t, title);
    return errors;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const errors = check();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    let uploadId: string | undefined;
    if (mode === 'file' && file) {
      const id = uploaded.current?.file === file ? uploaded.current.id : await tus.start(file, authUser);
      if (!id) return setBusy(false);
      uploaded.current = { file, id };
      uploadId = id;
    }
    const channel = channelLogin.trim().toLowerCase();
    const result = await callApiResult('client/userSubmission/submitClip', {
      ...(mode === 'url' ? { clipUrl: clipUrl.trim() } : { uploadId }),
      ...(channel ? { channelLogin: channel } : {}),
      clipTitle: clipTitle.trim(),
      ...(categoryId !== null ? { categoryId } : {}),
      ...(mode === 'file' && cut ? { trim: trimForSubmit(cut.range, cut.duration) } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      // The server dropped a bad or unknown upload: the next try must send the file again.
      if (result.errorCode === 'UPLOAD_NOT_FOUND' || result.errorCode === 'MEDIA_INVALID') uploaded.current = null;
      return setServerError(result.errorCode);
    }
    uploaded.current = null;
    onSubmitted({ ...result.data, clipTitle: clipTitle.trim() });
  };

  const uploading = tus.state.phase === 'uploading' ? tus.state.percent : null;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="upload-heading">
      <Tabs
        value={mode}
        onChange={(_, value: Mode) => {
          setMode(value);
          setFieldErrors({});
          setServerError(null);
        }}
        aria-label={t('upload.modeLabel')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="url" label={t('upload.modeUrl')} disabled={busy} />
        <Tab value="file" label={t('upload.modeFile')} disabled={busy} />
      </Tabs>
      <Stack spacing={2.5}>
        {mode === 'url' ? (
          <TextField
            label={t('upload.clipUrl')}
            value={clipUrl}
            onChange={(event) => setClipUrl(event.target.value)}
            error={Boolean(fieldErrors.clipUrl)}
            helperText={fieldErrors.clipUrl ?? t('upload.clipUrlHelp')}
            placeholder="https://clips.twitch.tv/…"
            inputMode="url"
            disabled={busy}
            fullWidth
          />
        ) : (
          <Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={busy}>
                {t('upload.chooseFile')}
              </Button>
              <Typography color="text.secondary" aria-live="polite">
                {file ? t('upload.fileChosen', { name: file.name, size: (file.size / 1_048_576).toFixed(1) }) : t('upload.noFile')}
              </Typography>
            </Stack>
            {/* Hidden: the button above opens it, so the picker is reachable and named for keyboard users. */}
            <input
              ref={fileInput}
              type="file"
              accept="video/*"
              hidden
              aria-label={t('upload.file')}
              onChange={(event) => {
                chooseFile(event.target.files?.[0] ?? null);
                setFieldErrors((errors) => ({ ...errors, file: undefined }));
              }}
            />
            {fieldErrors.file ? (
              <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
                {fieldErrors.file}
              </Typography>
            ) : null}
            {fileUrl && trimLimits ? (
              <Box sx={{ mt: 2.5 }}>
                <ClipRangeEditor key={fileUrl} src={fileUrl} limits={trimLimits} onChange={setCut} disabled={busy} />
              </Box>
            ) : null}
          </Box>
        )}
        <ChannelField
          value={channelLogin}
          onChange={(value) => {
            setChannelLogin(value);
            setFieldErrors((errors) => ({ ...errors, channelLogin: undefined }));
          }}
          ownChannel={ownChannel}
          error={fieldErrors.channelLogin}
          disabled={busy}
        />
        <TextField
          label={t('upload.clipTitle')}
          value={clipTitle}
          onChange={(event) => setClipTitle(event.target.value)}
          error={Boolean(fieldErrors.clipTitle)}
          helperText={fieldErrors.clipTitle ?? t('upload.clipTitleHelp')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          disabled={busy}
          fullWidth
        />
        <CategoryField value={categoryId} onChange={setCategoryId} disabled={busy} />
        {uploading !== null ? (
          <Box>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography>{t('upload.uploading', { percent: uploading })}</Typography>
              <Button color="inherit" size="small" onClick={tus.cancel}>
                {t('upload.cancel')}
              </Button>
            </Stack>
            <LinearProgress variant="determinate" value={uploading} aria-label={t('upload.uploadProgress')} />
          </Box>
        ) : null}
        {tus.state.phase === 'failed' ? (
          <Alert severity="error">{tus.state.errorCode ? errorMessage(t, tus.state.errorCode) : t('upload.uploadFailed')}</Alert>
        ) : null}
        {tus.state.phase === 'cancelled' ? <Alert severity="info">{t('upload.cancelled')}</Alert> : null}
        {serverError ? (
          <Alert
            severity="error"
            action={
              // Refused for not following (long enough): the way on is the channel page, which has the button and the rule.
              followRefusals.has(serverError) && CHANNEL_LOGIN_PATTERN.test(channelLogin.trim().toLowerCase()) ? (
                <Button component={Link} to={channelPath(channelLogin.trim().toLowerCase())} color="inherit" size="small">
                  {t('upload.openChannel')}
                </Button>
              ) : undefined
            }
          >
            {errorMessage(t, serverError)}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('upload.submitting') : t('upload.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
