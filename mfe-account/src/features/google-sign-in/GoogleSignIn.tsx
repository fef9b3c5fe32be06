import { authActions, authErrorMessage, useStrings } from '@clipyard/shared';
import { Alert, Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authFormsStrings, finishSignIn } from '../auth-forms';
import { googleStrings } from './i18n';

/**
 * "Continue with Google" under a login or register form: Google's account chooser in a popup (the shell's
 * `signInWithGoogle`), then the frontpage, or the page that finishes a first Google sign-in's account. Every popup
 * failure (blocked, closed, replaced by another, domain not allowed, offline...) gets its own message here, once.
 * `onBusyChange` lets the screen keep itself while the session turns signed in under it.
 */
export function GoogleSignIn({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const { t } = useStrings(googleStrings);
  const { t: tForms } = useStrings(authFormsStrings);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const working = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  const start = async () => {
    working(true);
    setError(null);
    const result = await authActions.signInWithGoogle();
    if (!result.ok) {
      working(false);
      setError(authErrorMessage(t, result.code));
      return;
    }
    navigate(await finishSignIn(result.value, (name) => tForms('login.success', { name })));
  };

  return (
    <>
      <Divider>{t('google.or')}</Divider>
      {error ? (
        <Alert severity="error" data-testid="google-error">
          {error}
        </Alert>
      ) : null}
      <Button type="button" variant="outlined" size="large" disabled={busy} onClick={() => void start()} aria-describedby="google-popup-hint">
        {busy ? t('google.working') : t('google.continue')}
      </Button>
      <Typography id="google-popup-hint" variant="caption" color="text.secondary">
        {t('google.popupHint')}
      </Typography>
    </>
  );
}
