import { channelPath, callApiResult, errorMessage, useStrings, useSession, type ApiErrorCode, type ChannelProfile } from '@clipyard/shared';
import { ErrorState, LoadingState } from '@clipyard/clip-ui';
import { Box, Button, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { channelPageStrings } from '../channel-page';
import { discoveryStrings } from './i18n';

type State = { status: 'loading' } | { status: 'error'; errorCode: ApiErrorCode } | { status: 'ready'; profiles: ChannelProfile[] };

/**
 * `/tipping`: the tip links of the followed channels (the session's list: the account's when signed in, this device's
 * when signed out), grouped by channel. Links open in a new tab without handing the page to the other site.
 */
export function TippingPage() {
  // The platforms' names are the channel page's (one list of them in this remote).
  const { t } = useStrings(discoveryStrings, channelPageStrings);
  const followed = useSession((s) => s.followedChannels);
  const key = followed.join(',');
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    const logins = key ? key.split(',') : [];
    setState({ status: 'loading' });
    const results = await Promise.all(logins.map((channelLogin) => callApiResult('client/channel/getChannelProfile', { channelLogin })));
    const failure = results.find((r) => !r.ok && r.errorCode !== 'CHANNEL_NOT_FOUND' && r.errorCode !== 'CHANNEL_INVALID');
    if (failure && !failure.ok) return setState({ status: 'error', errorCode: failure.errorCode });
    setState({ status: 'ready', profiles: results.flatMap((r) => (r.ok ? [r.data.channelProfile] : [])) });
  }, [key]);
  useEffect(() => {
    void load();
  }, [load]);

  const withLinks = state.status === 'ready' ? state.profiles.filter((p) => p.tipLinks.length > 0) : [];
  return (
    <Box component="section" aria-labelledby="tipping-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 900, mx: 'auto' }}>
      <Typography id="tipping-heading" variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('tipping.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('tipping.intro')}
      </Typography>
      {state.status === 'loading' && <LoadingState label={t('tipping.loading')} />}
      {state.status === 'error' && <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('tipping.retry')} onRetry={() => void load()} />}
      {state.status === 'ready' && withLinks.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            {t('tipping.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ my: 1 }}>
            {t('tipping.emptyBody')}
          </Typography>
          <Button component={Link} to="/recommendations" variant="contained">
            {t('tipping.findChannels')}
          </Button>
        </Paper>
      )}
      {withLinks.length > 0 && (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
          {withLinks.map((p) => (
            <Paper component="li" key={p.channelLogin} variant="outlined" sx={{ p: 2 }} aria-labelledby={`tip-${p.channelLogin}`} data-testid={`tips-${p.channelLogin}`}>
              <MuiLink id={`tip-${p.channelLogin}`} component={Link} to={channelPath(p.channelLogin)} variant="h6">
                {p.displayName}
              </MuiLink>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
                {p.tipLinks.map((link) => (
                  <Button
                    key={link.url}
                    variant="outlined"
                    size="small"
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('tipping.linkLabel', { platform: t(`channelPage.tipPlatform.${link.platform}`), channel: p.displayName })}
                  >
                    {t(`channelPage.tipPlatform.${link.platform}`)}
                  </Button>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
