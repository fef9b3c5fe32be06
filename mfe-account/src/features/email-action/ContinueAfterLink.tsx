import { authActions, callApiResult, getSession, notify, untilSession, useSession, useStrings } from '@clipyard/shared';
import { LoadingState } from '@clipyard/clip-ui';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionCard } from './ActionCard';
import { emailActionStrings } from './i18n';

/** What the provider's own handler page did before it continued here (the shell's action code settings, ADR 0120). */
export const continueKinds = ['verifyEmail', 'resetPassword', 'changeEmail'] as const;
export type ContinueKind = (typeof continueKinds)[number];

export function isContinueKind(value: string): value is ContinueKind {
  return (continueKinds as readonly string[]).includes(value);
}

type VerifyState = 'checking' | 'notVerified' | 'unknown';

/**
 * Whether the person signed in on this device now has a verified address: the identity is reloaded (the provider's
 * page verified it, this device's copy does not know yet), then the server asks the provider again and the profile
 * is read fresh, as after a link opened here (ADR 0053). Answers null when nobody is signed in here or the provider
 * could not be asked.
 */
async function verifiedHere(): Promise<boolean | null> {
  // A returning person's Firebase starts after the first paint: known once the shell's auth listener has spoken.
  await untilSession((state) => state.loaded);
  if (!getSession().authUser) return null;
  const reloaded = await authActions.reloadUser();
  if (!reloaded.ok || !reloaded.value) return null;
  if (!reloaded.value.emailVerified) return false;
  await callApiResult('client/profile/checkEmailVerification', {});
  await getSession().refreshProfile();
  return true;
}

/**
 * After a verification on the provider's page: a person signed in here whose address is now verified is thanked on
 * the frontpage (SPEC section 2), exactly as when the link opens here; one whose address is still unverified is told
 * so with the way to a new email; on another device (signed out) the page cannot check, and says what the link did.
 */
function AfterVerification() {
  const { t } = useStrings(emailActionStrings);
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.authUser));
  const [state, setState] = useState<VerifyState>('checking');

  useEffect(() => {
    let live = true;
    void verifiedHere().then((verified) => {
      if (!live) return;
      if (verified) {
        notify({ type: 'positive', message: t('emailAction.verified') });
        navigate('/', { replace: true });
        return;
      }
      setState(verified === false ? 'notVerified' : 'unknown');
    });
    return () => {
      live = false;
    };
  }, [navigate, t]);

  if (state === 'checking') return <LoadingState label={t('emailAction.working')} />;
  if (state === 'notVerified') {
    return (
      <ActionCard heading={t('emailAction.notVerifiedTitle')}>
        <Typography>{t('emailAction.notVerifiedBody')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={Link} to="/account/email" variant="contained">
            {t('emailAction.askVerify')}
          </Button>
          <Button component={Link} to="/">
            {t('emailAction.home')}
          </Button>
        </Stack>
      </ActionCard>
    );
  }
  return (
    <ActionCard heading={t('emailAction.verified')}>
      <Typography>{t('emailAction.verifiedElsewhereBody')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {signedIn ? null : (
          <Button component={Link} to="/account/login" variant="contained">
            {t('emailAction.login')}
          </Button>
        )}
        <Button component={Link} to="/" variant={signedIn ? 'contained' : 'text'}>
          {t('emailAction.home')}
        </Button>
      </Stack>
    </ActionCard>
  );
}

/** After a new password or a new address was confirmed on the provider's page: the next step is to log in with it. */
function AfterCredentialChange({ kind }: { kind: 'resetPassword' | 'changeEmail' }) {
  const { t } = useStrings(emailActionStrings);
  const password = kind === 'resetPassword';
  return (
    <ActionCard heading={password ? t('emailAction.afterResetTitle') : t('emailAction.afterChangeTitle')}>
      <Typography>{password ? t('emailAction.afterResetBody') : t('emailAction.afterChangeBody')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={Link} to="/account/login" variant="contained">
          {t('emailAction.login')}
        </Button>
        <Button component={Link} to="/">
          {t('emailAction.home')}
        </Button>
      </Stack>
    </ActionCard>
  );
}

/**
 * `/account/action?continue=…` with no code: where the provider's own handler page continues once it has used the
 * code (the Auth emulator's link does this; so does a project that keeps Firebase's page). The code is spent: the
 * page shows the outcome instead of "This link is incomplete" (issue 19 item 1).
 */
export function ContinueAfterLink({ kind }: { kind: ContinueKind }) {
  if (kind === 'verifyEmail') return <AfterVerification />;
  return <AfterCredentialChange kind={kind} />;
}
