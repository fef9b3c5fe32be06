import { callApiResult, errorMessage, notify, useStrings, validateClipTitle, CLIP_TITLE_MAX, type ApiErrorCode } from '@clipyard/shared';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { mySubmissionsStrings } from './i18n';

/**
 * Inline editing of a pending request's title: the field takes focus, Save checks the SPEC rule (3 to 100
 * characters, the shared validator, so the message is the server's) before calling renamePendingRequest, Cancel or
 * Escape puts the title back. A request decided meanwhile reports it through `onDecided` (the list reloads).
 */
export function TitleEditor({
  requestId,
  title,
  onSaved,
  onCancel,
  onDecided,
}: {
  requestId: string;
  title: string;
  onSaved: (title: string) => void;
  onCancel: () => void;
  onDecided: () => void;
}) {
  const { t } = useStrings(mySubmissionsStrings);
  const [value, setValue] = useState(title);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const code = validateClipTitle(value);
    if (code) return setProblem(errorMessage(t, code));
    const next = value.trim();
    if (next === title) return onCancel();
    setSaving(true);
    setProblem(null);
    const result = await callApiResult('client/userSubmission/renamePendingRequest', { requestId, clipTitle: next });
    setSaving(false);
    if (!result.ok) {
      if (result.errorCode === 'REQUEST_ALREADY_DECIDED') {
        notify({ type: 'warning', message: t('submissions.decidedMeanwhile') });
        return onDecided();
      }
      return setProblem(errorMessage(t, result.errorCode as ApiErrorCode));
    }
    notify({ type: 'positive', message: t('submissions.saved') });
    onSaved(result.data.clipTitle);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} onKeyDown={onKeyDown} sx={{ mt: 1 }}>
      <TextField
        label={t('submissions.titleField')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? t('submissions.titleHelp')}
        // The browser stops typing at the limit; a pasted longer title is cut there, never sent and refused.
        slotProps={{ htmlInput: { maxLength: CLIP_TITLE_MAX }, formHelperText: { role: problem ? 'alert' : undefined } }}
        disabled={saving}
        autoFocus
        fullWidth
        size="small"
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={saving}>
          {saving ? t('submissions.saving') : t('submissions.save')}
        </Button>
        <Button size="small" onClick={onCancel} disabled={saving}>
          {t('submissions.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
