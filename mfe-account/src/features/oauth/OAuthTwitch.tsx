import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { callApiResult, errorMessage, getSession, useSession, useStrings } from '@clipyard/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { JUST_CLAIMED_STATE_KEY, TWITCH_RESULT_MESSAGE, connectionsStrings, isKnownReason, type TwitchResultMessage } from '../connections';
import { oauthStrings } from './i18n';

/** The page that opened this one as the Twitch popup (same origin only), or null on a full-page redirect. */
function openerWindow(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null; // a cross-origin opener throws on .location
  }
}

/**
 * The logic of the /oauth/twitch callback (exposed as `mfe_account/OAuthTwitch`); the shell mounts it outside the
 * layout. It waits for the auth listener, sends code and state to twitchConnect once, then either posts the result
 * to the /connections page that opened it as a popup and closes, or (full-page redirect) goes to /connections.
 * A refusal or a failure says 'Failed to connect to Twitch' with the reason.
 */
export function OAuthTwitch() {
  const { t } = useStrings(oauthStrings, connectionsStrings);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loaded = useSession((s) => s.loaded);
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!loaded || sent.current) return;
    sent.current = true; // the state is single-use: never send it twice (StrictMode, re-renders)
    const opener = openerWindow();
    const report = (message: Omit<TwitchResultMessage, 'type'>) => {
      if (opener) {
        opener.postMessage({ type: TWITCH_RESULT_MESSAGE, ...message } satisfies TwitchResultMessage, window.location.origin);
        window.close();
      }
      if (!message.ok) setFailure(message.errorCode ?? 'TWITCH_FAILED');
    };
    const code = params.get('code');
    const state = params.get('state');
    if (params.get('error')) return report({ ok: false, errorCode: 'denied' });
    if (!code || !state) return report({ ok: false, errorCode: 'missing' });
    if (!getSession().authUser) return report({ ok: false, errorCode: 'NOT_AUTHORISED' });
    void callApiResult('client/oauth/twitchConnect', { code, state }).then(async (result) => {
      if (!result.ok) return report({ ok: false, errorCode: result.errorCode });
      if (opener) return report({ ok: true, streamerChannelLogin: result.data.streamerChannelLogin });
      const previous = getSession().userProfile?.streamerChannelLogin ?? null;
      await getSession().refreshProfile();
      // A channel claimed now: /connections offers the one-step choice of how submissions reach it (ADR 0119).
      const login = result.data.streamerChannelLogin;
      navigate('/connections', { replace: true, state: login !== previous ? { [JUST_CLAIMED_STATE_KEY]: login } : null });
    });
  }, [loaded, params, navigate]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('oauth.title')}
        </Typography>
        {failure ? (
          <>
            <Alert severity="error" role="alert" sx={{ mb: 2, textAlign: 'start' }}>
              <AlertTitle>{t('oauth.failed')}</AlertTitle>
              {isKnownReason(failure) ? t(`twitchConnect.reasons.${failure}`) : errorMessage(t, failure)}
            </Alert>
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
