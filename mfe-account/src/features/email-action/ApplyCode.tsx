import { authActions, callApiResult, getSession, notify, untilSession, useStrings } from '@clipyard/shared';
import { LoadingState } from '@clipyard/clip-ui';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionCard } from './ActionCard';
import { emailActionStrings } from './i18n';
import { LinkFailure } from './LinkFailure';
import { forgetRun, runOnce } from './run-once';

type Outcome = { ok: true; email: string | null } | { ok: false; code: string };

/** Uses the code: reads what it is for first (the address it concerns), then applies it. */
async function redeem(code: string): Promise<Outcome> {
  const info = await authActions.checkActionCode(code);
  if (!info.ok) return info;
  const applied = await authActions.applyActionCode(code);
  return applied.ok ? { ok: true, email: info.value.email } : applied;
}

/**
 * After a verification: the identity reloads (emailVerified), the server asks the provider again
 * (checkEmailVerification) and the profile is read fresh, when someone is signed in on this device. After an address
 * change the provider may end this device's session; then the person signs in again with the new address.
 */
async function refreshSignedInPerson(): Promise<void> {
  // A returning person's Firebase starts after the first paint: whether someone is signed in on this device is known
  // once the shell's auth listener has spoken (bounded).
  await untilSession((state) => state.loaded);
  if (!getSession().authUser) return;
  const reloaded = await authActions.reloadUser();
  if (!reloaded.ok) {
    if (reloaded.code === 'auth/user-token-expired' || reloaded.code === 'auth/user-not-found') await authActions.signOut();
    return;
  }
  await callApiResult('client/profile/checkEmailVerification', {});
  await getSession().refreshProfile();
}

/**
 * `verifyEmail`, `verifyAndChangeEmail` and `recoverEmail` links: applied once on arrival. A verification goes on to
 * the frontpage with 'Thank you for verifying your email address' (SPEC section 2); a changed or restored address
 * is shown, with the way to log in.
 */
export function ApplyCode({ mode, code }: { mode: 'verifyEmail' | 'verifyAndChangeEmail' | 'recoverEmail'; code: string }) {
  const { t } = useStrings(emailActionStrings);
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void runOnce(`${mode}:${code}:${attempt}`, async () => {
      const result = await redeem(code);
      if (result.ok) await refreshSignedInPerson();
      return result;
    }).then((result) => {
      if (!live) return;
      if (result.ok && mode === 'verifyEmail') {
        notify({ type: 'positive', message: t('emailAction.verified') });
        navigate('/', { replace: true });
        return;
      }
      setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [mode, code, attempt, navigate, t]);

  if (!outcome) return <LoadingState label={t('emailAction.working')} />;
  if (!outcome.ok) {
    const retry = () => {
      forgetRun(`${mode}:${code}:${attempt}`);
      setOutcome(null);
      setAttempt(attempt + 1);
    };
    return <LinkFailure mode={mode} code={outcome.code} onRetry={retry} />;
  }
  const changed = mode === 'verifyAndChangeEmail';
  const email = outcome.email ?? '';
  return (
    <ActionCard heading={changed ? t('emailAction.changedTitle') : t('emailAction.recoveredTitle')}>
      <Typography>{changed ? t('emailAction.changedBody', { email }) : t('emailAction.recoveredBody', { email })}</Typography>
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
