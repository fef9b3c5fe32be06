import { authActions, authErrorMessage, notify, useStrings } from '@clipyard/shared';
import { LoadingState } from '@clipyard/clip-ui';
import { Alert, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard, NewPasswordField, authFormsStrings, isPasswordPolicyError, meetsPasswordPolicy, usePasswordPolicy } from '../auth-forms';
import { emailActionStrings } from './i18n';
import { LinkFailure } from './LinkFailure';

type Checked = { ok: true; email: string } | { ok: false; code: string };

/**
 * A `resetPassword` link: the code is checked first (an expired or used one says so before anyone types), then a
 * new-password form with the register page's rules; saving it goes to the login page (SPEC section 2).
 */
export function ResetPassword({ code }: { code: string }) {
  const { t } = useStrings(emailActionStrings);
  const forms = useStrings(authFormsStrings).t;
  const navigate = useNavigate();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { policy, refresh: refreshPolicy } = usePasswordPolicy();

  useEffect(() => {
    let live = true;
    void authActions.verifyPasswordResetCode(code).then((result) => {
      if (live) setChecked(result.ok ? { ok: true, email: result.value } : result);
    });
    return () => {
      live = false;
    };
  }, [code]);

  if (!checked) return <LoadingState label={t('emailAction.working')} />;
  if (!checked.ok) return <LinkFailure mode="resetPassword" code={checked.code} />;

  const submit = async () => {
    setTouched(true);
    if (!meetsPasswordPolicy(policy, password)) return;
    setBusy(true);
    setFailure(null);
    const result = await authActions.confirmPasswordReset(code, password);
    // The provider applies another policy than the one shown: read it again, so the rules say what it wants.
    if (!result.ok && isPasswordPolicyError(result.code)) await refreshPolicy();
    setBusy(false);
    if (!result.ok) {
      // The code ran out or was used meanwhile: the page says so as it would on arrival.
      if (result.code === 'auth/expired-action-code' || result.code === 'auth/invalid-action-code') return setChecked(result);
      return setFailure(authErrorMessage(t, result.code));
    }
    notify({ type: 'positive', message: t('emailAction.resetDone') });
    navigate('/account/login', { replace: true });
  };

  return (
    <AuthCard heading={t('emailAction.resetHeading')} onSubmit={() => void submit()} busy={busy}>
      <Typography color="text.secondary">{t('emailAction.resetFor', { email: checked.email })}</Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <NewPasswordField value={password} onChange={setPassword} touched={touched} policy={policy} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? forms('forms.working') : t('emailAction.resetSubmit')}
      </Button>
    </AuthCard>
  );
}
