import { USERNAME_PATTERN, authActions, authErrorMessage, callApiResult, errorMessage, getSession, showDialog, useStrings, useSession } from '@clipyard/shared';
import { Alert, Button, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlreadySignedIn, AuthCard, emailProblem, EmailField, NewPasswordField, PASSWORD_MIN_LENGTH, authFormsStrings, waitForSessionUser } from '../auth-forms';
import { UsernameField } from './UsernameField';
import { useUsernameCheck } from './use-username-check';

/**
 * `/account/register`: creates the identity (email, password; the shell sets the display name), then the
 * Clipyard account (accountRegistration with the username), then the welcome page.
 */
export function RegisterPage() {
  const { t } = useStrings(authFormsStrings);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const usernameStatus = useUsernameCheck(username);
  const signedIn = useSession((s) => s.flags.isSignedIn);
  // Set by this page's own submit: from then on the form stays, whatever the session says.
  const [submitted, setSubmitted] = useState(false);
  const registeredName = useSession((s) => (s.userProfile && s.userProfile.username !== 'UNKNOWN' ? s.userProfile.username : null));

  const submit = async () => {
    setTouched(true);
    setSubmitted(true);
    const name = username.trim();
    if (emailProblem(email) || password.length < PASSWORD_MIN_LENGTH || !USERNAME_PATTERN.test(name) || usernameStatus === 'taken' || usernameStatus === 'confusable') return;
    setBusy(true);
    setDetail(null);
    // Submitted before the debounced check answered (Enter right after typing, a password manager's autofill): ask
    // again now, before any identity exists, so a taken name never leaves a half-made account behind.
    if (usernameStatus !== 'free') {
      const check = await callApiResult('client/userLogins/checkUsernameInUse', { username: name });
      if (!check.ok || check.data.isInUse) {
        setBusy(false);
        setDetail(check.ok ? t(check.data.isConfusable ? 'register.usernameConfusable' : 'register.usernameTaken') : errorMessage(t, check.errorCode));
        return;
      }
    }
    const identity = await authActions.signUp(email.trim(), password, name);
    if (!identity.ok) {
      setBusy(false);
      setDetail(authErrorMessage(t, identity.code));
      await showDialog({ title: t('register.heading'), message: t('register.createFailed'), cancelLabel: null });
      return;
    }
    await waitForSessionUser(identity.value);
    const account = await callApiResult('client/userLogins/accountRegistration', { username: name });
    if (!account.ok && account.errorCode !== 'ALREADY_REGISTERED') {
      setBusy(false);
      setDetail(errorMessage(t, account.errorCode));
      await showDialog({ title: t('register.heading'), message: t('register.backendFailed'), cancelLabel: null });
      return;
    }
    await Promise.all([getSession().refreshProfile(), getSession().refreshLists()]);
    navigate('/account/register/welcome');
  };

  // A finished account has nothing to register (an unfinished one, username 'UNKNOWN', still gets the form).
  if (signedIn && registeredName && !submitted) return <AlreadySignedIn heading={t('register.heading')} name={registeredName} />;

  return (
    <AuthCard
      heading={t('register.heading')}
      onSubmit={() => void submit()}
      busy={busy}
      footer={
        <MuiLink component={Link} to="/account/login">
          {t('register.haveAccount')}
        </MuiLink>
      }
    >
      {detail ? <Alert severity="error">{detail}</Alert> : null}
      <EmailField value={email} onChange={setEmail} touched={touched} />
      <UsernameField value={username} onChange={setUsername} status={usernameStatus} touched={touched} />
      <NewPasswordField value={password} onChange={setPassword} touched={touched} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : t('register.submit')}
      </Button>
    </AuthCard>
  );
}

export default RegisterPage;
