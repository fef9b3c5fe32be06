import { authActions, authErrorMessage, useStrings } from '@clipyard/shared';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { emailProblem } from '../auth-forms';
import { emailStrings } from './i18n';

type Answer = { ok: true; email: string } | { ok: false; message: string };

/**
 * Change the address (verifyBeforeUpdateEmail, ADR 0053): the provider mails a link to the new address and changes it
 * when that link is opened. When it asks for a recent sign-in, the password is asked here and the change retried.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useStrings(emailStrings);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [needsPassword, setNeedsPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const address = newEmail.trim();
  const problem = emailProblem(address) ? 'emailPage.invalidEmail' : address.toLowerCase() === currentEmail.toLowerCase() ? 'emailPage.sameEmail' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy || (needsPassword && !password)) return;
    setBusy(true);
    setAnswer(null);
    if (needsPassword) {
      const reauth = await authActions.reauthenticate(password);
      if (!reauth.ok) {
        setBusy(false);
        return setAnswer({ ok: false, message: authErrorMessage(t, reauth.code) });
      }
    }
    const result = await authActions.changeEmail(address);
    setBusy(false);
    if (result.ok) {
      setNeedsPassword(false);
      setPassword('');
      return setAnswer({ ok: true, email: address });
    }
    if (result.code === 'auth/requires-recent-login') setNeedsPassword(true);
    setAnswer({ ok: false, message: authErrorMessage(t, result.code) });
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="change-email-heading" aria-busy={busy} sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <Typography id="change-email-heading" variant="h6" component="h2">
        {t('emailPage.changeHeading')}
      </Typography>
      <Typography color="text.secondary">{t('emailPage.changeIntro')}</Typography>
      <TextField
        label={t('emailPage.newEmail')}
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        required
        error={touched && Boolean(problem)}
        helperText={touched && problem ? t(problem) : ' '}
      />
      {needsPassword ? (
        <>
          <Typography>{t('emailPage.reauthIntro')}</Typography>
          <TextField label={t('emailPage.password')} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required autoFocus error={touched && !password} />
        </>
      ) : null}
      {answer ? (
        <Alert severity={answer.ok ? 'success' : 'error'} role="status">
          {answer.ok ? t('emailPage.changeSent', { email: answer.email }) : t('emailPage.changeFailed', { message: answer.message })}
        </Alert>
      ) : null}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={busy}>
          {needsPassword ? t('emailPage.reauthSubmit') : t('emailPage.changeSubmit')}
        </Button>
      </Stack>
    </Box>
  );
}
