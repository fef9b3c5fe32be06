import { errorMessage, useStrings } from '@clipyard/shared';
import { TextField } from '@mui/material';
import { authFormsStrings } from '../auth-forms';
import type { UsernameStatus } from './use-username-check';

/** The username field with what the live check found (free, taken, confusable) under it. */
export function UsernameField({ value, onChange, status, touched, autoFocus }: { value: string; onChange: (value: string) => void; status: UsernameStatus; touched: boolean; autoFocus?: boolean }) {
  const { t } = useStrings(authFormsStrings);
  const invalid = status === 'invalid' || (touched && !value.trim());
  const help = invalid
    ? errorMessage(t, 'USERNAME_INVALID')
    : status === 'taken'
      ? t('register.usernameTaken')
      : status === 'confusable'
        ? t('register.usernameConfusable')
        : status === 'free'
          ? t('register.usernameFree')
          : t('register.usernameHelp');
  return (
    <TextField
      label={t('forms.username')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="username"
      autoFocus={autoFocus}
      required
      error={invalid || status === 'taken' || status === 'confusable'}
      helperText={help}
      slotProps={{ htmlInput: { maxLength: 20 } }}
    />
  );
}
