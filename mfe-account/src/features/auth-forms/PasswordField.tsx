import { useStrings } from '@clipyard/shared';
import { VisibilityIcon, VisibilityOffIcon } from '@clipyard/clip-ui';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { authFormsStrings } from './i18n';

export function PasswordField({
  value,
  onChange,
  error,
  helperText,
  autoComplete,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
  /** The id of more text about the field (a new password's rules), read after its label and helper text. */
  describedBy?: string;
}) {
  const { t } = useStrings(authFormsStrings);
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <TextField
      id={id}
      label={t('forms.password')}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      required
      error={error}
      helperText={helperText}
      slotProps={{
        // MUI points aria-describedby at the helper text alone; the rules (when given) are read after it.
        htmlInput: describedBy ? { 'aria-describedby': [helperText ? `${id}-helper-text` : null, describedBy].filter(Boolean).join(' ') } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={shown ? t('forms.hidePassword') : t('forms.showPassword')} onClick={() => setShown(!shown)} edge="end" size="small">
                {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
