import {
  FINISH_REGISTRATION_PATH,
  authActions,
  authErrorMessage,
  isUnfinishedRegistration,
  showDialog,
  useStrings,
  useSession,
} from '@clipyard/shared';
import { Alert, Button, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  AlreadySignedIn,
  AuthCard,
  emailProblem,
  EmailField,
  NewPasswordField,
  ReasonField,
  UsernameField,
  accountFailureMessage,
  authFormsStrings,
  isPasswordPolicyError,
  meetsPasswordPolicy,
  reasonAcceptable,
  registerAccount,
  usePasswordPolicy,
  useRegistrationMode,
  useUsernameCheck,
  usernameAcceptable,
  usernameRefusal,
  waitForSessionUser,
} from '../auth-forms';
import { GoogleSignIn } from '../google-sign-in';

/**
 * `/account/register`: creates the identity (email, password; the shell sets the display name), then the
 * Clipyard account (accountRegistration with the username), then the welcome page. When the site approves new
 * accounts (REGISTRATION=approval, ADR 0136) it asks why the person wants to join too; the welcome page then says the
 * account awaits approval.
 */
export function RegisterPage() {
  const { t } = useStrings(authFormsStrings);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const mode = useRegistrationMode();
  const asksReason = mode === 'approval';
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const usernameStatus = useUsernameCheck(username);
  const { policy, refresh: refreshPolicy } = usePasswordPolicy();
  const signedIn = useSession((s) => s.flags.isSignedIn);
  // Set by this page's own submit: from then on the form stays, whatever the session says.
  const [submitted, setSubmitted] = useState(false);
  const registeredName = useSession((s) => (s.userProfile && !isUnfinishedRegistration(s.userProfile) ? s.userProfile.username : null));
  const unfinished = useSession((s) => s.flags.isSignedIn && isUnfinishedRegistration(s.userProfile));

  const submit = async () => {
    setTouched(true);
    setSubmitted(true);
    const name = username.trim();
    if (emailProblem(email) || !meetsPasswordPolicy(policy, password) || !usernameAcceptable(name, usernameStatus)) return;
    if (asksReason && !reasonAcceptable(reason)) return;
    setBusy(true);
    setDetail(null);
    // The check must have answered before any identity exists, so a taken name never leaves a half-made account.
    const refusal = await usernameRefusal(name, usernameStatus, t);
    if (refusal) {
      setBusy(false);
      setDetail(refusal);
      return;
    }
    const identity = await authActions.signUp(email.trim(), password, name);
    if (!identity.ok) {
      // The provider applies another policy than the one shown: read it again, so the rules say what it wants.
      if (isPasswordPolicyError(identity.code)) await refreshPolicy();
      setBusy(false);
      setDetail(authErrorMessage(t, identity.code));
      await showDialog({ title: t('register.heading'), message: t('register.createFailed'), cancelLabel: null });
      return;
    }
    await waitForSessionUser(identity.value);
    const account = await registerAccount(name, asksReason ? reason : undefined);
    if (!account.ok) {
      // Never leave a half-made account (issue 9 item 9): the identity just created goes again, so the same email
      // can be submitted again with another name. Should that fail too, the finishing page takes over.
      const rolledBack = await authActions.deleteIdentity();
      setBusy(false);
      if (!rolledBack.ok) return void navigate(FINISH_REGISTRATION_PATH);
      setDetail(accountFailureMessage(t, account));
      if (!account.nameRefused) await showDialog({ title: t('register.heading'), message: t('register.backendFailed'), cancelLabel: null });
      return;
    }
    navigate('/account/register/welcome');
  };

  // A finished account has nothing to register; an unfinished one (username 'UNKNOWN') is finished on its own page.
  if (signedIn && registeredName && !submitted) return <AlreadySignedIn heading={t('register.heading')} name={registeredName} />;
  if (unfinished && !submitted) return <Navigate to={FINISH_REGISTRATION_PATH} replace />;

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
      <NewPasswordField value={password} onChange={setPassword} touched={touched} policy={policy} />
      {asksReason ? <ReasonField value={reason} onChange={setReason} touched={touched} /> : null}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : t('register.submit')}
      </Button>
      <GoogleSignIn onBusyChange={(googleBusy) => googleBusy && setSubmitted(true)} />
    </AuthCard>
  );
}

export default RegisterPage;
