import { USERNAME_PATTERN, callApiResult, errorMessage, useStrings, type ErrorKey } from '@clipyard/shared';
import { TextField } from '@mui/material';
import { authFormsStrings } from './i18n';
import type { UsernameStatus } from './use-username-check';

/** What `usernameRefusal` says: any `t` of a screen using authFormsStrings fits. */
type RefusalTranslate = (key: 'register.usernameTaken' | 'register.usernameConfusable' | ErrorKey) => string;

/** The username field of registration (and of finishing it): rules, and the live answer of the availability check. */
export function UsernameField({ value, onChange, status, touched }: { value: string; onChange: (value: string) => void; status: UsernameStatus; touched: boolean }) {
  const { t } = useStrings(authFormsStrings);
  const empty = touched && !value.trim();
  const help =
    status === 'invalid' || empty
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
      required
      error={empty || status === 'invalid' || status === 'taken' || status === 'confusable'}
      helperText={help}
      slotProps={{ htmlInput: { maxLength: 20 } }}
    />
  );
}

/** Whether the form may go on with this name: the rules, and no 'taken' or 'look-alike' answer so far. */
export function usernameAcceptable(name: string, status: UsernameStatus): boolean {
  return USERNAME_PATTERN.test(name) && status !== 'taken' && status !== 'confusable';
}

/**
 * Submitted before the debounced check answered (Enter right after typing, a password manager's autofill): ask the
 * server now, before anything is created. Answers null when the name is free, else the message to show.
 */
export async function usernameRefusal(name: string, status: UsernameStatus, t: RefusalTranslate): Promise<string | null> {
  if (status === 'free') return null;
  const check = await callApiResult('client/userLogins/checkUsernameInUse', { username: name });
  if (!check.ok) return errorMessage(t, check.errorCode);
  if (check.data.isConfusable) return t('register.usernameConfusable');
  return check.data.isInUse ? t('register.usernameTaken') : null;
}
