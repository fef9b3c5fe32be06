import { authActions, authErrorMessage, notify, showDialog, useStrings } from '@clipyard/shared';
import { Alert, Button, Link as MuiLink, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard, emailProblem, EmailField, authFormsStrings } from '../auth-forms';

/** `/account/reset`: sends the password reset email, then goes to /account/login (SPEC section 2). */
export function ResetPage() {
  const { t } = useStrings(authFormsStrings);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);

  const submit = async () => {
    setTouched(true);
    if (emailProblem(email)) return;
    setBusy(true);
    setDetail(null);
    const result = await authActions.sendPasswordReset(email.trim());
    setBusy(false);
    // An unknown address answers like a known one, so the page does not reveal which emails have accounts.
    if (!result.ok && result.code !== 'auth/user-not-found') {
      setDetail(authErrorMessage(t, result.code));
      await showDialog({ title: t('reset.failed'), message: t('reset.failedHelp'), cancelLabel: null });
      return;
    }
    notify({ type: 'positive', message: t('reset.sent') });
    navigate('/account/login');
  };

  return (
    <AuthCard
      heading={t('reset.heading')}
      onSubmit={() => void submit()}
      busy={busy}
      footer={
        <MuiLink component={Link} to="/account/login">
          {t('reset.backToLogin')}
        </MuiLink>
      }
    >
      <Typography color="text.secondary">{t('reset.intro')}</Typography>
      {detail ? <Alert severity="error">{detail}</Alert> : null}
      <EmailField value={email} onChange={setEmail} touched={touched} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : t('reset.submit')}
      </Button>
    </AuthCard>
  );
}

export default ResetPage;
