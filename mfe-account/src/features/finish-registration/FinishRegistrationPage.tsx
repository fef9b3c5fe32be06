import { authActions, authErrorMessage, confirmDialog, isUnfinishedRegistration, notify, useSession, useStrings } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard, UsernameField, accountFailureMessage, authFormsStrings, registerAccount, useUsernameCheck, usernameAcceptable, usernameRefusal } from '../auth-forms';
import { finishRegistrationStrings } from './i18n';

/**
 * `/account/finishRegistration`: an identity signed in without a Clipyard account (a first Google sign-in, a
 * registration cut short) chooses its username here (accountRegistration), or cancels, which deletes the identity
 * so nothing half-made is left. The shell brings such a person here from any page (ADR 0056).
 */
export function FinishRegistrationPage() {
  const { t } = useStrings(finishRegistrationStrings, authFormsStrings);
  const navigate = useNavigate();
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  const email = useSession((s) => s.authUser?.email ?? '');
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const status = useUsernameCheck(username);

  if (!loaded || (isSignedIn && !profile)) return <LoadingState label={t('finishRegistration.loading')} />;
  if (!isSignedIn) return <NoticeCard title={t('finishRegistration.signedOutTitle')} body={t('finishRegistration.signedOutBody')} to="/account/login" action={t('finishRegistration.login')} />;
  if (!isUnfinishedRegistration(profile)) return <NoticeCard title={t('finishRegistration.doneTitle')} body={t('finishRegistration.doneBody')} to="/" action={t('finishRegistration.toFrontpage')} />;

  const submit = async () => {
    setTouched(true);
    const name = username.trim();
    if (!usernameAcceptable(name, status)) return;
    setBusy(true);
    setProblem(null);
    const refusal = await usernameRefusal(name, status, t);
    if (refusal) {
      setBusy(false);
      return setProblem(refusal);
    }
    const account = await registerAccount(name);
    setBusy(false);
    if (!account.ok) return setProblem(accountFailureMessage(t, account));
    navigate('/account/register/welcome');
  };

  const cancel = async () => {
    const sure = await confirmDialog({ title: t('finishRegistration.cancelTitle'), message: t('finishRegistration.cancelBody', { email }), okLabel: t('finishRegistration.cancelConfirm') });
    if (!sure) return;
    setBusy(true);
    const result = await authActions.deleteIdentity();
    setBusy(false);
    // Firebase asks for a recent sign-in before deleting an older one: log out and in again, then cancel.
    if (!result.ok) {
      const why = result.code === 'auth/requires-recent-login' ? t('finishRegistration.signInAgain') : authErrorMessage(t, result.code);
      return setProblem(`${t('finishRegistration.cancelFailed')} ${why}`);
    }
    notify({ type: 'positive', message: t('finishRegistration.cancelled') });
    navigate('/');
  };

  return (
    <AuthCard heading={t('finishRegistration.heading')} onSubmit={() => void submit()} busy={busy}>
      <Typography>{t('finishRegistration.intro', { email })}</Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <UsernameField value={username} onChange={setUsername} status={status} touched={touched} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : t('finishRegistration.submit')}
      </Button>
      <Button type="button" variant="outlined" disabled={busy} onClick={() => void cancel()}>
        {t('finishRegistration.cancel')}
      </Button>
    </AuthCard>
  );
}
