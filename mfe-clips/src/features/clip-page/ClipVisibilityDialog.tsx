import { PRIVATE_NOTE_MAX, PUBLIC_REASON_MAX, callApiResult, errorMessage, notify, useStrings, type ApiErrorCode } from '@clipyard/shared';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import type { ClipModeration } from './ModerationBanner';
import { clipPageStrings } from './i18n';

/** What a moderator can make a clip: public, unlisted or hidden. */
export type ClipVisibility = ClipModeration['visibility'];

/** The refusals of one field, shown on it; any other refusal is shown above the fields. */
const FIELD_OF: Partial<Record<ApiErrorCode, 'publicReason' | 'privateNote'>> = {
  PUBLIC_REASON_TOO_LONG: 'publicReason',
  PRIVATE_NOTE_TOO_LONG: 'privateNote',
};
const LIMITS = { publicReason: PUBLIC_REASON_MAX, privateNote: PRIVATE_NOTE_MAX } as const;
const TOO_LONG = { publicReason: 'PUBLIC_REASON_TOO_LONG', privateNote: 'PRIVATE_NOTE_TOO_LONG' } as const;
type Field = keyof typeof LIMITS;

/**
 * A moderator unlists, hides or makes public again the clip on its page (issue 22 item 2), with the reason its
 * streamer and submitter are told and the moderators' private note, both optional. It stays open while the change is
 * sent and on a refusal; once done it says so and `onDone` reads the clip again.
 */
export function ClipVisibilityDialog({
  internalClipId,
  clipTitle,
  visibility,
  onClose,
  onDone,
}: {
  internalClipId: string;
  clipTitle: string;
  visibility: ClipVisibility;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useStrings(clipPageStrings);
  const titleId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ publicReason: '', privateNote: '' });
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const text = (key: 'title' | 'body' | 'confirm' | 'done') => t(`clipPage.visibility.${visibility}.${key}`, { title: clipTitle });

  const confirm = async () => {
    const local = (Object.keys(LIMITS) as Field[]).find((field) => values[field].trim().length > LIMITS[field]);
    if (local) return setError(TOO_LONG[local]);
    // Blank is none: only what was written is sent, trimmed as the server counts it.
    const publicReason = values.publicReason.trim();
    const privateNote = values.privateNote.trim();
    setBusy(true);
    const result = await callApiResult('client/admin/setClipVisibility', {
      internalClipId,
      visibility,
      ...(publicReason ? { publicReason } : {}),
      ...(privateNote ? { privateNote } : {}),
    });
    setBusy(false);
    if (!result.ok) return setError(result.errorCode);
    // Not changed: another moderator made the clip so meanwhile. Either way the page reads what it is now.
    notify(result.data.changed ? { type: 'positive', message: text('done') } : { type: 'info', message: t('clipPage.visibility.unchanged') });
    onDone();
  };

  const errorField = error ? FIELD_OF[error] : undefined;
  const field = (name: Field) => {
    const length = values[name].trim().length;
    const message = errorField === name && error ? errorMessage(t, error) : null;
    return (
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t(`clipPage.visibility.${name}.label`)}
        value={values[name]}
        onChange={(event) => {
          setValues((previous) => ({ ...previous, [name]: event.target.value }));
          if (message) setError(null);
        }}
        error={message !== null}
        helperText={message ?? t(`clipPage.visibility.${name}.help`, { length, max: LIMITS[name] })}
      />
    );
  };
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="clip-visibility-dialog">
      <DialogTitle id={titleId}>{text('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{text('body')}</DialogContentText>
          {error && !errorField ? <Alert severity="error">{errorMessage(t, error)}</Alert> : null}
          {field('publicReason')}
          {field('privateNote')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {t('clipPage.moderation.cancel')}
        </Button>
        {/* The action has the default focus, as in the site's other confirmations. */}
        <Button autoFocus variant="contained" onClick={() => void confirm()} disabled={busy} data-testid="clip-visibility-confirm">
          {text('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ClipVisibilityDialog;
