import { CHANNEL_LOGIN_PATTERN, notify, useStrings, useSession } from '@clipyard/shared';
import { LoadingState, NoticeCard } from '@clipyard/clip-ui';
import { Alert, Box, Button, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EncodeProgress } from './EncodeProgress';
import { uploadStrings } from './i18n';
import { UploadForm, type Submitted } from './UploadForm';

/**
 * `/upload`: any signed-in user submits a clip by URL or by uploading a file, then follows its processing until
 * it plays (or learns the channel's streamer reviews it first).
 */
export function UploadPage() {
  const { t } = useStrings(uploadStrings);
  const loaded = useSession((s) => s.loaded);
  const isSignedIn = useSession((s) => s.flags.isSignedIn);
  const authUser = useSession((s) => s.authUser);
  const profile = useSession((s) => s.userProfile);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // A channel page's "Submit a clip" names its channel (?channel=login): the form starts with it.
  const asked = useSearchParams()[0].get('channel')?.trim().toLowerCase() ?? '';
  const askedChannel = CHANNEL_LOGIN_PATTERN.test(asked) ? asked : null;

  // The profile says whose channel this is (filled in on the form): wait for it as the studio screens do.
  if (!loaded || (isSignedIn && !profile)) return <LoadingState label={t('upload.loading')} />;
  if (!isSignedIn || !authUser) return <NoticeCard title={t('upload.signedOutTitle')} body={t('upload.signedOutBody')} to="/account/login" action={t('upload.login')} />;

  return (
    <Box component="section" aria-labelledby="upload-heading" sx={{ px: { xs: 2, md: 3 }, py: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography id="upload-heading" variant="h5" component="h1">
        {t('upload.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('upload.intro')}
      </Typography>
      {submitted ? (
        <Stack spacing={2}>
          {submitted.status === 'awaiting_decision' ? (
            <Alert severity="info">
              <strong>{t('upload.awaitingTitle')}</strong>
              <br />
              {t('upload.awaitingBody', { channel: submitted.channelLogin })}
              <br />
              {/* A plain address: the page belongs to the account remote (no remote imports another). */}
              <MuiLink component={Link} to="/account/submissions" color="inherit" sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
                {t('upload.seeSubmissions')}
              </MuiLink>
            </Alert>
          ) : (
            <EncodeProgress
              internalClipId={submitted.internalClipId}
              channelLogin={submitted.channelLogin}
              // Its own channel's clip: the streamer may pick its thumbnail as soon as the frames exist (issue 23 item 2).
              thumbnailFor={profile?.isStreamer && profile.streamerChannelLogin === submitted.channelLogin ? submitted.clipTitle : null}
            />
          )}
          <Box>
            <Button variant="outlined" onClick={() => setSubmitted(null)}>
              {t('upload.submitAnother')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <UploadForm
            authUser={authUser}
            ownChannel={profile?.isStreamer && profile.streamerChannelLogin ? profile.streamerChannelLogin : null}
            initialChannel={askedChannel}
            onSubmitted={(answer) => {
              notify({ type: 'positive', message: t('upload.submitted') });
              setSubmitted(answer);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}

export default UploadPage;
