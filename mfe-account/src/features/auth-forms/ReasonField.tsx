import { REGISTRATION_REASON_MAX, callApiResult, useStrings } from '@clipyard/shared';
import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { authFormsStrings } from './i18n';

export type RegistrationMode = 'open' | 'approval';

/**
 * How people join this site, as the server says in its is-online answer (REGISTRATION, ADR 0136): 'open' until it has
 * answered (or when an older server does not say), so the form of an open site never changes.
 */
export function useRegistrationMode(): RegistrationMode {
  const [mode, setMode] = useState<RegistrationMode>('open');
  useEffect(() => {
    let live = true;
    void callApiResult('is-online').then((answer) => {
      if (live && answer.ok && answer.data.registration === 'approval') setMode('approval');
    });
    return () => {
      live = false;
    };
  }, []);
  return mode;
}

/** Whether the reason may be sent: some text, within the limit. */
export function reasonAcceptable(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length > 0 && trimmed.length <= REGISTRATION_REASON_MAX;
}

/** "Why do you want to join?": required in approval mode, read by the moderator who approves the account. */
export function ReasonField({ value, onChange, touched }: { value: string; onChange: (value: string) => void; touched: boolean }) {
  const { t } = useStrings(authFormsStrings);
  const empty = touched && !value.trim();
  return (
    <TextField
      label={t('register.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={3}
      error={empty}
      helperText={empty ? t('register.reasonRequired') : t('register.reasonHelp', { max: REGISTRATION_REASON_MAX })}
      slotProps={{ htmlInput: { maxLength: REGISTRATION_REASON_MAX } }}
    />
  );
}
