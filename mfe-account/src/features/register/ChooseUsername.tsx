import { USERNAME_PATTERN, callApiResult, errorMessage, getSession, useStrings } from '@clipyard/shared';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard, authFormsStrings } from '../auth-forms';
import { UsernameField } from './UsernameField';
import { useUsernameCheck } from './use-username-check';

/**
 * The second half of the register page for an identity that already exists (a first email-link sign-in): choose the
 * username, accountRegistration, then the welcome page. The name is checked again at submit, as on the register page.
 */
export function ChooseUsername({ heading, intro, submitLabel }: { heading: string; intro: string; submitLabel: string }) {
  const { t } = useStrings(authFormsStrings);
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const status = useUsernameCheck(username);
  const name = username.trim();
  const refused = status === 'invalid' || status === 'taken' || status === 'confusable';

  const submit = async () => {
    if (!USERNAME_PATTERN.test(name) || refused) return setDetail(errorMessage(t, 'USERNAME_INVALID'));
    setBusy(true);
    setDetail(null);
    const account = await callApiResult('client/userLogins/accountRegistration', { username: name });
    if (!account.ok && account.errorCode !== 'ALREADY_REGISTERED') {
      setBusy(false);
      return setDetail(errorMessage(t, account.errorCode));
    }
    await Promise.all([getSession().refreshProfile(), getSession().refreshLists()]);
    navigate('/account/register/welcome', { replace: true });
  };

  return (
    <AuthCard heading={heading} onSubmit={() => void submit()} busy={busy}>
      <Typography color="text.secondary">{intro}</Typography>
      {detail ? <Alert severity="error">{detail}</Alert> : null}
      <UsernameField value={username} onChange={setUsername} status={status} touched={false} autoFocus />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('forms.working') : submitLabel}
      </Button>
    </AuthCard>
  );
}
