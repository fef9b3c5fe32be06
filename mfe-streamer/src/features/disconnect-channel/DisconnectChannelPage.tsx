import { callApiResult, confirmDialog, errorMessage, getSession, notify, useStrings } from '@clipyard/shared';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { StudioGate } from '../studio';
import { disconnectStrings } from './i18n';

/** `/streamer/disconnectChannel`: what disconnecting means, a confirm, twitchDisconnect, then the frontpage. */
export function DisconnectChannelPage() {
  const { t } = useStrings(disconnectStrings);
  return <StudioGate screen={t('disconnect.heading')}>{(channelLogin) => <Disconnect channelLogin={channelLogin} />}</StudioGate>;
}

function Disconnect({ channelLogin }: { channelLogin: string }) {
  const { t } = useStrings(disconnectStrings);
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const consequences = t('disconnect.consequences', { returnObjects: true, channel: channelLogin }) as unknown as string[];

  const disconnect = async () => {
    const ok = await confirmDialog({ title: t('disconnect.confirmTitle', { channel: channelLogin }), message: t('disconnect.confirmMessage'), okLabel: t('disconnect.confirm') });
    if (!ok) return;
    setWorking(true);
    setError(null);
    const result = await callApiResult('client/oauth/twitchDisconnect', {});
    if (!result.ok && result.errorCode !== 'NOT_CONNECTED') {
      setWorking(false);
      return setError(t('disconnect.failed', { message: errorMessage(t, result.errorCode) }));
    }
    // The server no longer sees a streamer: refresh the session so isStreamer is cleared everywhere at once.
    await getSession().refreshProfile();
    notify({ type: 'positive', message: t('disconnect.done', { channel: channelLogin }) });
    if (result.ok && !result.data.isRevokedAtTwitch) notify({ type: 'info', message: t('disconnect.notRevoked') });
    navigate('/');
  };

  return (
    <Box component="section" aria-labelledby="disconnect-heading" sx={{ display: 'flex', justifyContent: 'center', px: { xs: 2, md: 3 }, py: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 640, width: '100%' }}>
        <Typography id="disconnect-heading" variant="h5" component="h1" gutterBottom>
          {t('disconnect.heading')}
        </Typography>
        <Typography>{t('disconnect.intro', { channel: channelLogin })}</Typography>
        <Box component="ul" sx={{ pl: 3, my: 2 }}>
          {Array.isArray(consequences)
            ? consequences.map((line) => (
                <Typography component="li" key={line} sx={{ mb: 0.5 }}>
                  {line}
                </Typography>
              ))
            : null}
        </Box>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" disabled={working} onClick={() => void disconnect()}>
            {working ? t('disconnect.working') : t('disconnect.button', { channel: channelLogin })}
          </Button>
          <Button component={Link} to="/overview">
            {t('disconnect.cancel')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
