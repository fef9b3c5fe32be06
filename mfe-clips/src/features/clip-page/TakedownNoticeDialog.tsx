import { callApiResult, errorMessage, useStrings, type SuccessAnswerOf } from '@clipyard/shared';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { clipPageStrings } from './i18n';

type NoticeAnswer = SuccessAnswerOf<'client/report/getTakedownNotice'>;
type CounterField = 'statement' | 'fullName' | 'contact';
const COUNTER_FIELDS: readonly CounterField[] = ['statement', 'fullName', 'contact'];
const MAX: Record<CounterField, number> = { statement: 4000, fullName: 200, contact: 500 };

/**
 * A copyright notice against the reader's channel (issue 22 item 3, ADR 0135), read from the clip page: what is
 * claimed, by whom, which clips, where it stands, and the counter-notice (the reader's own once filed; the form while
 * they may file one: statement, name, contact and the consent statement).
 */
export function TakedownNoticeDialog({ noticeId, onClose }: { noticeId: string; onClose: () => void }) {
  const { t, i18n } = useStrings(clipPageStrings);
  const titleId = useId();
  const [answer, setAnswer] = useState<NoticeAnswer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<CounterField, string>>({ statement: '', fullName: '', contact: '' });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<CounterField | 'consent', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    let live = true;
    void callApiResult('client/report/getTakedownNotice', { noticeId }).then((result) => {
      if (!live) return;
      if (result.ok) setAnswer(result.data);
      else setLoadError(t('clipPage.takedown.loadFailed', { reason: errorMessage(t, result.errorCode) }));
    });
    return () => {
      live = false;
    };
  }, [noticeId, t]);

  const send = async () => {
    const found: Partial<Record<CounterField | 'consent', string>> = {};
    for (const field of COUNTER_FIELDS) if (!values[field].trim()) found[field] = t('clipPage.takedown.required');
    if (!consent) found.consent = t('clipPage.takedown.consentRequired');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    const result = await callApiResult('client/report/fileCounterNotice', {
      noticeId,
      statement: values.statement.trim(),
      fullName: values.fullName.trim(),
      contact: values.contact.trim(),
      consent: true,
    });
    setBusy(false);
    if (!result.ok) return setFailure(errorMessage(t, result.errorCode));
    setSent(true);
  };

  const notice = answer?.notice;
  const formOpen = answer?.canCounter === true && !sent;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="takedown-dialog">
      <DialogTitle id={titleId}>{t('clipPage.takedown.dialogTitle')}</DialogTitle>
      <DialogContent>
        {loadError ? <Alert severity="error">{loadError}</Alert> : null}
        {!notice && !loadError ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('clipPage.takedown.loading')}</Typography>
          </Stack>
        ) : null}
        {notice ? (
          <Stack spacing={2}>
            <DialogContentText>{t('clipPage.takedown.filedBy', { name: notice.claimantName, date: date(notice.createdAt) })}</DialogContentText>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('clipPage.takedown.work')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="takedown-work">
                {notice.workDescription}
              </Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t('clipPage.takedown.clips')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {notice.clipList.map((clip) => (
                  <li key={clip.internalClipId}>{clip.clipTitle}</li>
                ))}
              </Box>
            </Box>
            <Alert severity="info" role="status" data-testid="takedown-status">
              {sent ? t('clipPage.takedown.sent') : t(`clipPage.takedown.status.${notice.status}`)}
            </Alert>
            {notice.counterNotice && !sent ? (
              <Box data-testid="counter-notice">
                <Typography variant="subtitle2" component="h3">
                  {t('clipPage.takedown.counterTitle')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{notice.counterNotice.statement}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {notice.counterNotice.fullName} · {notice.counterNotice.contact}
                </Typography>
              </Box>
            ) : null}
            {formOpen ? (
              <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void send(); }}>
                <Typography variant="subtitle2" component="h3">
                  {t('clipPage.takedown.counterTitle')}
                </Typography>
                <Typography variant="body2">{t('clipPage.takedown.counterIntro')}</Typography>
                {COUNTER_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    fullWidth
                    required
                    multiline={field === 'statement'}
                    minRows={field === 'statement' ? 3 : undefined}
                    label={t(`clipPage.takedown.${field}`)}
                    value={values[field]}
                    onChange={(event) => {
                      setValues((current) => ({ ...current, [field]: event.target.value }));
                      setErrors((current) => ({ ...current, [field]: undefined }));
                    }}
                    error={Boolean(errors[field])}
                    helperText={errors[field]}
                    slotProps={{ htmlInput: { maxLength: MAX[field], 'data-testid': `counter-${field}` } }}
                  />
                ))}
                <Box>
                  <FormControlLabel
                    control={<Checkbox checked={consent} onChange={(event) => { setConsent(event.target.checked); setErrors((current) => ({ ...current, consent: undefined })); }} />}
                    label={t('clipPage.takedown.consent')}
                  />
                  {errors.consent ? (
                    <Typography color="error" variant="body2" role="alert">
                      {errors.consent}
                    </Typography>
                  ) : null}
                </Box>
                {failure ? <Alert severity="error">{failure}</Alert> : null}
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('clipPage.takedown.close')}
        </Button>
        {formOpen ? (
          <Button variant="contained" onClick={() => void send()} disabled={busy} data-testid="counter-send">
            {t('clipPage.takedown.send')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
