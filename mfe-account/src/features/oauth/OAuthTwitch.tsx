import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { callApiResult, getSession, useSession } from '@clipyard/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerNamespace } from '../../i18n';

registerNamespace();

/**
 * The logic of the /oauth/twitch callback (exposed as `mfe_account/OAuthTwitch`); the shell mounts
 * it outside the layout. It waits for the auth listener, sends code and state to twitchConnect
 * once, then goes to /connections; a refusal or a failure says 'Failed to connect to Twitch'.
 */
export function OAuthTwitch() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loaded = useSession((s) => s.loaded);
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (!loaded || sent.current) return;
    sent.current = true; // the state is single-use: never send it twice (StrictMode, re-renders)
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state || params.get('error') || !getSession().authUser) {
      setFailed(true);
      return;
    }
    void callApiResult('client/oauth/twitchConnect', { code, state }).then(async (result) => {
      if (!result.ok) return setFailed(true);
      await getSession().refreshProfile();
      navigate('/connections', { replace: true });
    });
  }, [loaded, params, navigate]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('oauth.title')}
        </Typography>
        {failed ? (
          <>
            <Typography role="alert" sx={{ mb: 2 }}>
              {t('oauth.failed')}
            </Typography>
            <Button component={Link} to="/connections" variant="contained">
              {t('oauth.back')}
            </Button>
          </>
        ) : (
          <>
            <CircularProgress aria-label={t('oauth.working')} />
            <Typography sx={{ mt: 2 }}>{t('oauth.working')}</Typography>
          </>
        )}
      </Box>
    </Box>
  );
}

export default OAuthTwitch;
