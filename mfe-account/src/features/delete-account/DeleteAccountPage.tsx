import { authActions, authErrorMessage, callApiResult, errorMessage, notify, useStrings, useSession } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Alert, Box, Button, FormLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { deleteStrings } from './i18n';

const deletedKeys = ['account', 'activity', 'uploads', 'twitch', 'channel'] as const;
const keptKeys = ['clips', 'channel', 'reports', 'reportsSent', 'username'] as const;

/**
 * `/account/deleteAccount`: explains what goes and what stays, asks for the password again (re-authentication) and
 * for the username, calls deleteAccount, signs out and goes to the frontpage with 'Account deleted, ...'.
 */
export function DeleteAccountPage() {
  const { t } = useStrings(deleteStrings);
  const navigate = useNavigate();
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!loaded || (isSignedIn && !profile)) return <LoadingState label={t('deletePage.loading')} />;
  if (!isSignedIn || !profile) return <NoticeCard title={t('deletePage.signedOutTitle')} body={t('deletePage.signedOutBody')} to="/account/login" action={t('deletePage.login')} />;

  const username = profile.username;
  const nameMatches = typed.trim() === username;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!nameMatches || !password || busy) return;
    setBusy(true);
    setFailure(null);
    const reauth = await authActions.reauthenticate(password);
    if (!reauth.ok) {
      setBusy(false);
      return setFailure(authErrorMessage(t, reauth.code));
    }
    const result = await callApiResult('client/userLogins/deleteAccount', {});
    if (!result.ok) {
      setBusy(false);
      return setFailure(errorMessage(t, result.errorCode));
    }
    await authActions.signOut();
    notify({ type: 'positive', message: t('deletePage.done') });
    navigate('/', { replace: true });
  };

  return (
    <Box component="section" aria-labelledby="delete-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 600 }}>
        <Typography id="delete-heading" variant="h5" component="h1" gutterBottom>
          {t('deletePage.heading')}
        </Typography>
        {/* Precisely what goes and what stays, and why (issue 19 item 5, ADR 0119); the server does exactly this. */}
        <Typography variant="h6" component="h2" id="delete-deleted">
          {t('deletePage.deletedHeading')}
        </Typography>
        <Box component="ul" aria-labelledby="delete-deleted" sx={{ mt: 0.5, mb: 2, pl: 3 }}>
          {deletedKeys.map((key) => (
            <Typography component="li" key={key} sx={{ mb: 0.5 }}>
              {t(`deletePage.deletedList.${key}`)}
            </Typography>
          ))}
        </Box>
        <Typography variant="h6" component="h2" id="delete-kept">
          {t('deletePage.keptHeading')}
        </Typography>
        <Box component="ul" aria-labelledby="delete-kept" sx={{ mt: 0.5, mb: 3, pl: 3 }}>
          {keptKeys.map((key) => (
            <Typography component="li" key={key} color="text.secondary" sx={{ mb: 0.5 }}>
              {t(`deletePage.keptList.${key}`)}
            </Typography>
          ))}
        </Box>
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate>
          <TextField type="password" label={t('deletePage.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          {/* The instruction is a label above the field, not the field's floating label: at 390 px an outlined label is
              one line and cut off ("Type your username (name) …"), hiding what to type and the required mark. */}
          <Box>
            <FormLabel htmlFor="delete-confirm-name" required sx={{ display: 'block', mb: 1, color: 'text.primary', overflowWrap: 'anywhere' }}>
              {t('deletePage.confirmName', { username })}
            </FormLabel>
            <TextField
              id="delete-confirm-name"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              required
              error={typed.length > 0 && !nameMatches}
              helperText={typed.length > 0 && !nameMatches ? t('deletePage.mismatch') : ' '}
              fullWidth
            />
          </Box>
          {failure ? (
            <Alert severity="error" role="alert">
              {t('deletePage.failed')}: {failure}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" color="error" variant="contained" disabled={busy || !nameMatches || !password}>
              {busy ? t('deletePage.working') : t('deletePage.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
