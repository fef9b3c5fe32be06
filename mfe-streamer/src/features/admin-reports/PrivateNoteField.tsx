import { PRIVATE_NOTE_MAX, useStrings } from '@clipyard/shared';
import { TextField } from '@mui/material';
import { adminReportsStrings } from './i18n';

/**
 * The moderators' private note on an action (issue 22 item 1): kept in the moderation log, never shown to the
 * reporters or the person affected, which the helper text says. `error` is the field's message (too long, or the
 * server's PRIVATE_NOTE_TOO_LONG), shown instead of the helper.
 */
export function PrivateNoteField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  const { t } = useStrings(adminReportsStrings);
  return (
    <TextField
      fullWidth
      multiline
      minRows={2}
      label={t('reports.privateNote.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? t('reports.privateNote.help', { length: value.trim().length, max: PRIVATE_NOTE_MAX })}
    />
  );
}

