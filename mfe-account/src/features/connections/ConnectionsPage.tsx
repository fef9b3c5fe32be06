import { channelPath, errorMessage, getSession, notify, useStrings, useSession } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { connectTwitch } from './connect-twitch';
import { SubmissionPolicyStep } from './SubmissionPolicyStep';
import { connectionsStrings, isKnownReason } from './i18n';

/**
 * `/connections`: connect Twitch (authorization code in a popup, see connect-twitch.ts) and become the streamer
 * of that channel. On success the profile is refreshed, so the streamer menu appears without a reload.
 */
export function ConnectionsPage() {
  const { t } = useStrings(connectionsStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const profile = useSession((s) => s.userProfile);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A channel just claimed (here, or by the full-page flow's callback, which passes it in the navigation's state)
  // gets the one-step choice of how submissions reach it (issue 19, ADR 0119).
  const location = useLocation();
  const [choosingFor, setChoosingFor] = useState<string | null>(() => justClaimedIn(location.state));

  if (!loaded || (isSignedIn && !profile)) return <LoadingState label={t('twitchConnect.loading')} />;
  if (!isSignedIn) return <NoticeCard title={t('twitchConnect.signedOutTitle')} body={t('twitchConnect.signedOutBody')} to="/account/login" action={t('twitchConnect.login')} />;

  const channel = profile?.isStreamer ? profile.streamerChannelLogin : null;

  const connect = async () => {
    setFailure(null);
    setBusy(true);
    setChoosingFor(null);
    const previous = channel;
    const outcome = await connectTwitch();
    if ('redirected' in outcome) return; // the whole page goes to Twitch
    if (!outcome.ok) {
      if (outcome.errorCode !== 'cancelled') setBusy(false);
      if (outcome.errorCode !== 'cancelled') setFailure(isKnownReason(outcome.errorCode) ? t(`twitchConnect.reasons.${outcome.errorCode}`) : errorMessage(t, outcome.errorCode));
      return;
    }
    await getSession().refreshProfile();
    setBusy(false);
    const login = outcome.streamerChannelLogin ?? getSession().userProfile?.streamerChannelLogin ?? '';
    notify({ type: 'positive', message: t('twitchConnect.success', { channel: login }) });
    if (login && login !== previous) setChoosingFor(login);
  };

  return (
    <Box component="section" aria-labelledby="connections-heading" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 640 }}>
        <Typography id="connections-heading" variant="h5" component="h1" gutterBottom>
          {t('twitchConnect.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('twitchConnect.intro')}
        </Typography>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('twitchConnect.twitch')}
        </Typography>
        <Typography sx={{ mb: 2 }} data-testid="twitch-connection-status">
          {channel ? t('twitchConnect.connected', { channel }) : t('twitchConnect.notConnected')}
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            <AlertTitle>{t('twitchConnect.failed')}</AlertTitle>
            {failure}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="contained" onClick={() => void connect()} disabled={busy}>
            {channel ? t('twitchConnect.reconnect') : t('twitchConnect.connect')}
          </Button>
          {channel ? (
            <>
              <Button component={Link} to={channelPath(channel)}>
                {t('twitchConnect.openChannel')}
              </Button>
              <Button component={Link} to="/streamer/disconnectChannel" color="error">
                {t('twitchConnect.disconnect')}
              </Button>
            </>
          ) : null}
        </Stack>
        {choosingFor && choosingFor === channel ? <SubmissionPolicyStep channel={choosingFor} onDone={() => setChoosingFor(null)} /> : null}
        {busy ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('twitchConnect.connecting')}</Typography>
          </Stack>
        ) : null}
      </Paper>
    </Box>
  );
}

/** The navigation state /oauth/twitch leaves after a full-page connect that claimed a new channel. */
export const JUST_CLAIMED_STATE_KEY = 'justClaimedChannel';

function justClaimedIn(state: unknown): string | null {
  const value = (state as Record<string, unknown> | null)?.[JUST_CLAIMED_STATE_KEY];
  return typeof value === 'string' && value ? value : null;
}
