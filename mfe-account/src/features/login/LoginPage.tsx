import { authActions, authErrorMessage, getSession, notify, useRemoteTranslation, useSession } from '@clipyard/shared';
import { Alert, Button, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard, emailProblem } from '../auth-forms/AuthCard';
import { EmailField } from '../auth-forms/EmailField';
import { PasswordField } from '../auth-forms/PasswordField';
import { authFormsResources } from '../auth-forms/i18n';
import { waitForSessionUser } from '../auth-forms/wait-for-session';

/** The name the welcome-back message uses: the Clipyard username, else the identity's display name or email. */
export function greetingName(): string {
  const { userProfile, authUser } = getSession();
  if (userProfile && userProfile.username && userProfile.username !== 'UNKNOWN') return userProfile.username;
  return authUser?.displayName || authUser?.email || '';
}

/** `/account/login`: email and password sign-in, then 'Login Successful, Welcome back {name}!' and the frontpage. */
export function LoginPage() {
  const { t } = useRemoteTranslation('account', authFormsResources);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const signedIn = useSession((s) => s.flags.isSignedIn);

  const submit = async () => {
    setTouched(true);
    if (emailProblem(email) || !password) return;
    setBusy(true);
    setError(null);
    const result = await authActions.signIn(email.trim(), password);
    if (!result.ok) {
      setBusy(false);
      // 'No account uses this address' would tell anyone which emails have accounts: it reads as a wrong password.
      setError(authErrorMessage(t, result.code === 'auth/user-not-found' ? 'auth/invalid-credential' : result.code));
      notify({ type: 'negative', message: t('login.failed') });
      return;
    }
    await waitForSessionUser(result.value);
    await getSession().refreshProfile();
    notify({ type: 'positive', message: t('login.success', { name: greetingName() }) });
    navigate('/');
  };

  if (signedIn && !busy) {
    return (
      <AuthCard heading={t('login.heading')} onSubmit={() => navigate('/')} busy={false}>
        <Alert severity="info">{t('forms.alreadySignedIn', { name: greetingName() })}</Alert>
        <Button type="submit" variant="contained">
          {t('forms.toFrontpage')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t('login.heading')}
      onSubmit={() => void submit()}
      busy={busy}
      footer={
        <>
          <MuiLink component={Link} to="/account/reset">
            {t('login.forgot')}
          </MuiLink>
          <MuiLink component={Link} to="/account/register">
            {t('login.noAccount')}
          </MuiLink>
        </>
      }
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <EmailField value={email} onChange={setEmail} touched={touched} t={t} />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" t={t} error={touched && !password} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : t('login.submit')}
      </Button>
    </AuthCard>
  );
}

export default LoginPage;
