import { VisibilityIcon, VisibilityOffIcon } from '@clipyard/shared';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';

export function PasswordField({
  value,
  onChange,
  error,
  helperText,
  autoComplete,
  t,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
  t: TFunction;
}) {
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
