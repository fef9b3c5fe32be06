import { authActions, callApiResult, getSession, notify, useStrings, useSession } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChangeEmailForm } from './ChangeEmailForm';
import { VerifiedChip } from './VerifiedChip';
import { emailStrings } from './i18n';

/**
 * `/account/email`: the account's address and its verified state; (re)sends the verification email and checks
 * again after the link was opened (reload the identity, checkEmailVerification, a fresh profile).
 */
export function EmailPage() {
  const { t } = useStrings(emailStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  const authUser = useSession((s) => s.authUser);
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);
  const [sentOnce, setSentOnce] = useState(false);

  if (!loaded || (isSignedIn && !profile)) return <LoadingState label={t('emailPage.loading')} />;
  if (!isSignedIn) return <NoticeCard title={t('emailPage.signedOutTitle')} body={t('emailPage.signedOutBody')} to="/account/login" action={t('emailPage.login')} />;

  const verified = Boolean(profile?.hasVerifiedEmail || authUser?.emailVerified);
  const email = authUser?.email ?? '';

  const send = async () => {
    setBusy('send');
    const result = await authActions.sendEmailVerification();
    setBusy(null);
    if (result.ok) setSentOnce(true);
    notify(result.ok ? { type: 'positive', message: t('emailPage.sent') } : { type: 'negative', message: t('emailPage.sendFailed') });
  };

  const check = async () => {
    setBusy('check');
    const reloaded = await authActions.reloadUser();
    const checked = reloaded.ok ? await callApiResult('client/profile/checkEmailVerification', {}) : null;
    if (checked?.ok) await getSession().refreshProfile();
    setBusy(null);
    if (!checked?.ok) return notify({ type: 'negative', message: t('emailPage.checkFailed') });
    notify(checked.data.hasVerifiedEmail ? { type: 'positive', message: t('emailPage.nowVerified') } : { type: 'warning', message: t('emailPage.stillNotVerified') });
  };

  return (
    <Box component="section" aria-labelledby="email-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 600 }}>
        <Typography id="email-heading" variant="h5" component="h1" gutterBottom>
          {t('emailPage.heading')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography>{t('emailPage.address', { email })}</Typography>
          <VerifiedChip verified={verified} verifiedLabel={t('emailPage.verified')} notVerifiedLabel={t('emailPage.notVerified')} />
        </Stack>
        {verified ? null : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('emailPage.verifyIntro')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <Button variant="contained" onClick={() => void send()} disabled={busy !== null}>
                {sentOnce ? t('emailPage.sendAgain') : t('emailPage.send')}
              </Button>
              <Button variant="outlined" onClick={() => void check()} disabled={busy !== null}>
                {t('emailPage.check')}
              </Button>
            </Stack>
          </>
        )}
        <ChangeEmailForm currentEmail={email} />
        <Button component={Link} to="/account/userProfile" sx={{ mt: 2 }}>
          {t('emailPage.back')}
        </Button>
      </Paper>
    </Box>
  );
}
