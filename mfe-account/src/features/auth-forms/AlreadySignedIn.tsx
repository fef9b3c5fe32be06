import { authActions, authErrorMessage, notify, useStrings } from '@clipyard/shared';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './AuthCard';
import { authFormsStrings } from './i18n';

/**
 * What /account/login and /account/register show to someone already signed in: who they are, and the two ways
 * on: the frontpage, or sign out (after which the screen's own form appears, as the session changes).
 */
export function AlreadySignedIn({ heading, name }: { heading: string; name: string }) {
  const { t } = useStrings(authFormsStrings);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const result = await authActions.signOut();
    setBusy(false);
    if (!result.ok) notify({ type: 'negative', message: authErrorMessage(t, result.code) });
  };
  return (
    <AuthCard heading={heading} onSubmit={() => undefined} busy={busy}>
      <Alert severity="info">{t('forms.alreadySignedIn', { name })}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={Link} to="/" variant="contained">
          {t('forms.toFrontpage')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void signOut()}>
          {t('forms.signOutInstead')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
