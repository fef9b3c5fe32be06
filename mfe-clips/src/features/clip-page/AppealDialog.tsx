import { REPORT_MESSAGE_MAX, callApiResult, errorMessage, useStrings, type ApiErrorCode } from '@clipyard/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { clipPageStrings } from './i18n';

/** The errors of the message itself: shown on the field; any other error is shown above it. */
const FIELD_ERRORS: readonly ApiErrorCode[] = ['APPEAL_MESSAGE_EMPTY', 'APPEAL_MESSAGE_TOO_LONG'];

/**
 * The appeal of a moderator's unlisting or hiding (issue 22 item 2): one labelled message of 1 to 1,000 characters,
 * Send and Cancel. It stays open while the appeal is sent and on an error; `onSent` is called once the server took it.
 */
export function AppealDialog({ internalClipId, onClose, onSent, onRefused }: { internalClipId: string; onClose: () => void; onSent: () => void; onRefused: (code: ApiErrorCode) => void }) {
  const { t } = useStrings(clipPageStrings);
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const length = message.trim().length;

  const send = async () => {
    const local = length === 0 ? 'APPEAL_MESSAGE_EMPTY' : length > REPORT_MESSAGE_MAX ? 'APPEAL_MESSAGE_TOO_LONG' : null;
    if (local) return setError(local);
    setBusy(true);
    const result = await callApiResult('client/report/appealClipModeration', { internalClipId, message: message.trim() });
    setBusy(false);
    if (result.ok) return onSent();
    setError(result.errorCode);
    onRefused(result.errorCode);
  };

  const fieldError = error && FIELD_ERRORS.includes(error) ? errorMessage(t, error) : null;
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="appeal-dialog">
      <DialogTitle id={titleId}>{t('clipPage.moderation.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('clipPage.moderation.dialogBody')}</DialogContentText>
        {error && !fieldError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(t, error)}
          </Alert>
        ) : null}
        <TextField
          fullWidth
          multiline
          minRows={4}
          autoFocus
          label={t('clipPage.moderation.field')}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            if (fieldError) setError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? t('clipPage.moderation.fieldHelp', { length, max: REPORT_MESSAGE_MAX })}
          slotProps={{ htmlInput: { 'data-testid': 'appeal-message' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('clipPage.moderation.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy} data-testid="appeal-send">
          {t('clipPage.moderation.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
