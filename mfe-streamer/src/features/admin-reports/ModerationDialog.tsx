import { errorMessage, PUBLIC_REASON_MAX, useStrings, type ApiErrorCode } from '@clipyard/shared';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { adminReportsStrings } from './i18n';
import { PrivateNoteField } from './PrivateNoteField';
import { privateNoteTooLong, privateNoteToSend } from './private-note';

export type ModerationExtras = { publicReason?: string; privateNote?: string };

/**
 * Confirms a moderator's action before it is done, with the moderators' private note (issue 22 item 1) and, when
 * `reasonHint` is given, the public reason the people affected are told (ADR 0118). It stays open while the action
 * runs: `onSubmit` answers the error code of a field the server refused (PUBLIC_REASON_TOO_LONG,
 * PRIVATE_NOTE_TOO_LONG), shown on that field, or null once the action is done (the caller closes the dialog).
 */
export function ModerationDialog({
  title,
  message,
  okLabel,
  reasonHint,
  reasonLabel,
  onCancel,
  onSubmit,
}: {
  title: string;
  message: string;
  okLabel: string;
  /** Under the public reason's field: who is told what. No field without it. */
  reasonHint?: string;
  /** The public reason's label, when those told are not a clip's uploader and streamer. */
  reasonLabel?: string;
  onCancel: () => void;
  onSubmit: (extras: ModerationExtras) => Promise<ApiErrorCode | null>;
}) {
  const { t } = useStrings(adminReportsStrings);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<ApiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const withReason = reasonHint !== undefined;

  const reasonLength = reason.trim().length;
  const reasonError =
    serverError === 'PUBLIC_REASON_TOO_LONG' || (tried && reasonLength > PUBLIC_REASON_MAX) ? t('reports.publicReasonTooLong', { max: PUBLIC_REASON_MAX, length: reasonLength }) : null;
  const noteError = serverError === 'PRIVATE_NOTE_TOO_LONG' || (tried && privateNoteTooLong(note)) ? errorMessage(t, 'PRIVATE_NOTE_TOO_LONG') : null;

  const confirm = async () => {
    setTried(true);
    if ((withReason && reasonLength > PUBLIC_REASON_MAX) || privateNoteTooLong(note)) return;
    setBusy(true);
    const fieldError = await onSubmit({ ...(withReason && reasonLength ? { publicReason: reason.trim() } : {}), ...privateNoteToSend(note) });
    setBusy(false);
    setServerError(fieldError);
  };

  // data-testid as on the site's other dialogs (DialogHost): the e2e journeys check dialogs by it.
  return (
    <Dialog open onClose={() => !busy && onCancel()} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <Stack spacing={2}>
          {withReason ? (
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={reasonLabel ?? t('reports.publicReasonLabel')}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (serverError === 'PUBLIC_REASON_TOO_LONG') setServerError(null);
              }}
              error={reasonError !== null}
              helperText={reasonError ?? reasonHint}
            />
          ) : null}
          <PrivateNoteField
            value={note}
            onChange={(value) => {
              setNote(value);
              if (serverError === 'PRIVATE_NOTE_TOO_LONG') setServerError(null);
            }}
            error={noteError}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={busy}>
          {t('reports.cancel')}
        </Button>
        {/* The action button has the default focus, as in the site's other dialogs (SPEC section 9). */}
        <Button autoFocus variant="contained" onClick={() => void confirm()} disabled={busy}>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
