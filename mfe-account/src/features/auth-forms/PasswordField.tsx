import { VisibilityIcon, VisibilityOffIcon, useStrings } from '@clipyard/shared';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { authFormsStrings } from './i18n';

export function PasswordField({
  value,
  onChange,
  error,
  helperText,
  autoComplete,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useStrings(authFormsStrings);
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={t('forms.password')}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      required
      error={error}
      helperText={helperText}
      slotProps={{
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
