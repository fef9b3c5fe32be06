import { authActions, authErrorMessage, dismissNotification, getSession, notify, useStrings, useSession } from '@clipyard/shared';
import { Alert, Button, Link as MuiLink } from '@mui/material';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AlreadySignedIn, AuthCard, emailProblem, EmailField, PasswordField, authFormsStrings, waitForSessionUser } from '../auth-forms';
import { SendSignInLink, signInLinkTarget } from '../email-action';

/** The name the welcome-back message uses: the Clipyard username, else the identity's display name or email. */
export function greetingName(): string {
  const { userProfile, authUser } = getSession();
  if (userProfile && userProfile.username && userProfile.username !== 'UNKNOWN') return userProfile.username;
  return authUser?.displayName || authUser?.email || '';
}

/** `/account/login`: email and password sign-in, then 'Login Successful, Welcome back {name}!' and the frontpage. */
export function LoginPage() {
  const { t } = useStrings(authFormsStrings);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // The failure toast of the previous attempt: a retry clears it, so it never sits beside 'Login Successful'.
  const failureToast = useRef<string | null>(null);
  const signedIn = useSession((s) => s.flags.isSignedIn);
  // An email sign-in link that came back here completes on the action page (ADR 0054).
  const linkTarget = signInLinkTarget(useLocation().search);

  const submit = async () => {
    setTouched(true);
    if (emailProblem(email) || !password) return;
    setBusy(true);
    setError(null);
    if (failureToast.current) dismissNotification(failureToast.current);
    failureToast.current = null;
    const result = await authActions.signIn(email.trim(), password);
    if (!result.ok) {
      setBusy(false);
      // 'No account uses this address' would tell anyone which emails have accounts: it reads as a wrong password.
      setError(authErrorMessage(t, result.code === 'auth/user-not-found' ? 'auth/invalid-credential' : result.code));
      failureToast.current = notify({ type: 'negative', message: t('login.failed') });
      return;
    }
    await waitForSessionUser(result.value);
    await getSession().refreshProfile();
    notify({ type: 'positive', message: t('login.success', { name: greetingName() }) });
    navigate('/');
  };

  if (linkTarget) return <Navigate to={linkTarget} replace />;
  if (signedIn && !busy) return <AlreadySignedIn heading={t('login.heading')} name={greetingName()} />;

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
      <EmailField value={email} onChange={setEmail} touched={touched} />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" error={touched && !password} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : t('login.submit')}
      </Button>
      <SendSignInLink email={email} onInvalidEmail={() => setTouched(true)} />
    </AuthCard>
  );
}

export default LoginPage;
