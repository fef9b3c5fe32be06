import { callApiResult, errorMessage, notify, useStrings, useSession } from '@clipyard/shared';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { USER_DATA_SECTIONS, userDataStrings } from './i18n';

/** The file name of an export: the username and the day it was made, e.g. clipyard-data-taro-2026-11-23.json. */
export function exportFileName(username: string, exportedAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(exportedAt)?.[0] ?? new Date().toISOString().slice(0, 10);
  const safe = username.replace(/[^\p{L}\p{N}_-]/gu, '_') || 'user';
  return `clipyard-data-${safe}-${day}.json`;
}

function saveJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `/about/userData`: what Clipyard stores, section by section, and a download of all of it (exportUserData). */
export function UserDataPage() {
  const { t } = useStrings(userDataStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const username = useSession((s) => s.userProfile?.username ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    const result = await callApiResult('client/userData/exportUserData', {});
    setBusy(false);
    if (!result.ok) return setFailure(errorMessage(t, result.errorCode));
    const file = exportFileName(username, result.data.exportedAt);
    saveJson(file, result.data);
    notify({ type: 'positive', message: t('userData.downloaded', { file }) });
  };

  return (
    <Box component="section" aria-labelledby="user-data-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 760 }}>
        <Typography id="user-data-heading" variant="h5" component="h1" gutterBottom>
          {t('userData.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('userData.intro')}
        </Typography>
        {USER_DATA_SECTIONS.map((key) => (
          <Box key={key} sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2">
              {t(`userData.sections.${key}.title`)}
            </Typography>
            <Typography>{t(`userData.sections.${key}.body`)}</Typography>
          </Box>
        ))}
        {!loaded ? null : isSignedIn ? (
          <>
            {failure ? (
              <Alert severity="error" role="alert" sx={{ my: 2 }}>
                {t('userData.failed')}: {failure}
              </Alert>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
              <Button variant="contained" onClick={() => void download()} disabled={busy}>
                {busy ? t('userData.downloading') : t('userData.download')}
              </Button>
              <Typography color="text.secondary">{t('userData.deleteIntro')}</Typography>
              <Button component={Link} to="/account/deleteAccount" color="error">
                {t('userData.delete')}
              </Button>
            </Stack>
          </>
        ) : (
          <Alert severity="info" sx={{ mt: 3 }} action={<Button component={Link} to="/account/login">{t('userData.login')}</Button>}>
            <strong>{t('userData.signedOutTitle')}</strong> {t('userData.signedOutBody')}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
