import { authActions, notify, useStrings, useSession } from '@clipyard/shared';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { RegistrationNotice, authFormsStrings } from '../auth-forms';

/**
 * `/account/register/welcome`: greets the new user, offers the verification email and the next steps. An account
 * awaiting a moderator's approval (ADR 0136) is told so first, with the reason it gave.
 */
export function WelcomePage() {
  const { t } = useStrings(authFormsStrings);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  const authUser = useSession((s) => s.authUser);
  const [sending, setSending] = useState(false);
  const name = profile && profile.username !== 'UNKNOWN' ? profile.username : (authUser?.displayName ?? '');
  const waiting = Boolean(profile?.registration);

  const sendVerification = async () => {
    setSending(true);
    const result = await authActions.sendEmailVerification();
    setSending(false);
    notify(result.ok ? { type: 'positive', message: t('welcome.verificationSent') } : { type: 'negative', message: t('welcome.verificationFailed') });
  };

  return (
    <Box component="section" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 560 }}>
        {isSignedIn ? (
          <>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('welcome.heading', { name })}
            </Typography>
            {waiting ? <RegistrationNotice /> : <Typography sx={{ mb: 2 }}>{t('welcome.body')}</Typography>}
            {profile && !profile.hasVerifiedEmail && !authUser?.emailVerified ? (
              <Stack spacing={1} sx={{ mb: 3, alignItems: 'flex-start' }}>
                <Typography color="text.secondary">{t('welcome.verify')}</Typography>
                <Button variant="outlined" onClick={() => void sendVerification()} disabled={sending}>
                  {t('welcome.sendVerification')}
                </Button>
              </Stack>
            ) : null}
            <Stack direction="row" spacing={2}>
              <Button component={Link} to="/" variant="contained">
                {t('welcome.browse')}
              </Button>
              {waiting ? null : (
                <Button component={Link} to="/connections">
                  {t('welcome.connect')}
                </Button>
              )}
            </Stack>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('welcome.signedOut')}</Typography>
            <Button component={Link} to="/account/login" variant="contained">
              {t('welcome.login')}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}

export default WelcomePage;
