import { authActions, authErrorMessage, useStrings, useSession } from '@clipyard/shared';
import { Alert, AlertTitle, Button, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AlreadySignedIn, AuthCard, emailProblem, EmailField, PasswordField, authFormsStrings, finishSignIn, greetingName } from '../auth-forms';
import { SendSignInLink, signInLinkTarget } from '../email-action';
import { GoogleSignIn } from '../google-sign-in';

export { greetingName };

/** `/account/login`: email and password sign-in, then 'Login Successful, Welcome back {name}!' and the frontpage. */
export function LoginPage() {
  const { t } = useStrings(authFormsStrings);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const signedIn = useSession((s) => s.flags.isSignedIn);
  // An email sign-in link that came back here completes on the action page (ADR 0054).
  const linkTarget = signInLinkTarget(useLocation().search);

  const submit = async () => {
    setTouched(true);
    if (emailProblem(email) || !password) return;
    setBusy(true);
    setError(null);
    const result = await authActions.signIn(email.trim(), password);
    if (!result.ok) {
      setBusy(false);
      // 'No account uses this address' would tell anyone which emails have accounts: it reads as a wrong password.
      // Reported once, beside the form (no toast as well): a retry replaces it, so it never sits beside the welcome.
      setError(authErrorMessage(t, result.code === 'auth/user-not-found' ? 'auth/invalid-credential' : result.code));
      return;
    }
    // An identity whose account was never finished goes on to finish it, anyone else to the frontpage.
    navigate(await finishSignIn(result.value, (name) => t('login.success', { name })));
  };

  if (linkTarget) return <Navigate to={linkTarget} replace />;
  if (signedIn && !busy && !googleBusy) return <AlreadySignedIn heading={t('login.heading')} name={greetingName()} />;

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
      {error ? (
        <Alert severity="error">
          <AlertTitle>{t('login.failed')}</AlertTitle>
          {error}
        </Alert>
      ) : null}
      <EmailField value={email} onChange={setEmail} touched={touched} />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" error={touched && !password} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : t('login.submit')}
      </Button>
      <GoogleSignIn onBusyChange={setGoogleBusy} />
      <SendSignInLink email={email} onInvalidEmail={() => setTouched(true)} />
    </AuthCard>
  );
}

export default LoginPage;
