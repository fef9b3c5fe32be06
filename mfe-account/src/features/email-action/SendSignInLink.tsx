import { authActions, authErrorMessage, useStrings } from '@clipyard/shared';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { emailProblem } from '../auth-forms';
import { emailActionStrings } from './i18n';
import { rememberLinkEmail } from './link-email-storage';

/**
 * "Email me a sign-in link" under the login form (ADR 0054): sends a link to the address typed above and remembers
 * the address on this device, so opening the link here signs in without asking for it again.
 */
export function SendSignInLink({ email, onInvalidEmail }: { email: string; onInvalidEmail: () => void }) {
  const { t } = useStrings(emailActionStrings);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: true; email: string } | { ok: false; message: string } | null>(null);

  const send = async () => {
    const address = email.trim();
    if (emailProblem(address)) return onInvalidEmail();
    setBusy(true);
    setAnswer(null);
    const result = await authActions.sendSignInLink(address);
    setBusy(false);
    if (!result.ok) return setAnswer({ ok: false, message: authErrorMessage(t, result.code) });
    rememberLinkEmail(address);
    setAnswer({ ok: true, email: address });
  };

  return (
    <>
      <Button variant="outlined" onClick={() => void send()} disabled={busy}>
        {t('emailLink.send')}
      </Button>
      {answer ? (
        <Alert severity={answer.ok ? 'success' : 'error'} role="status">
          {answer.ok ? t('emailLink.sent', { email: answer.email }) : answer.message}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('emailLink.sendHelp')}
        </Typography>
      )}
    </>
  );
}

/** A sign-in link that landed on another page (the login page): where the action page completes it, or null. */
export function signInLinkTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('mode') === 'signIn' && params.get('oobCode') ? `/account/action${search}` : null;
}
