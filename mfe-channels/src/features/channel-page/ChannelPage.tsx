import { errorMessage, getSession, useRemoteTranslation, useSession } from '@clipyard/shared';
import { Alert, Box, Button, CircularProgress, IconButton, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChannelMenu } from '../channel-menu/ChannelMenu';
import { ChannelClips } from './ChannelClips';
import { FollowButton } from './FollowButton';
import { channelPageResources } from './i18n';
import { useChannelProfile } from './use-channel-profile';

/** The channel page `/{channelLogin}`: header, follow button, channel menu and the channel's clips. */
export function ChannelPage() {
  const { channelLogin: rawLogin = '' } = useParams();
  const channelLogin = rawLogin.toLowerCase();
  const { t } = useRemoteTranslation('channels', channelPageResources);
  const { state, reload, adjustFollowers } = useChannelProfile(channelLogin);
  const isBlocked = useSession((s) => s.blockedChannels.includes(channelLogin));
  const [menuOpen, setMenuOpen] = useState(false);

  if (state.status === 'loading') {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center', py: 8 }}>
        <CircularProgress size={24} />
        <Typography>{t('channelPage.loading')}</Typography>
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" action={<Button color="inherit" onClick={() => void reload()}>{t('channelPage.retry')}</Button>}>
          {errorMessage(t, state.errorCode)}
        </Alert>
      </Box>
    );
  }
  if (state.status === 'not-found') {
    return (
      <Box component="section" sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, width: '100%' }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('channelPage.notFoundTitle')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('channelPage.notFoundBody', { channelLogin: rawLogin })}</Typography>
          <Button component={Link} to="/" variant="contained">
            {t('channelPage.home')}
          </Button>
        </Paper>
      </Box>
    );
  }

  const { profile } = state;
  return (
    <Box component="section" aria-labelledby="channel-name" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="channel-name" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {profile.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {profile.channelLogin} · {t('channelPage.clipCount', { count: profile.clipCount })} ·{' '}
              <span data-testid="follower-count">{t('channelPage.followerCount', { count: profile.followerCount })}</span>
            </Typography>
            {profile.description ? (
              <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{profile.description}</Typography>
            ) : null}
            {profile.links.length > 0 ? (
              <Stack component="nav" aria-label={t('channelPage.links')} direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
                {profile.links.map((link) => (
                  <MuiLink key={link.url} href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                    {link.label}
                  </MuiLink>
                ))}
              </Stack>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <FollowButton channelLogin={profile.channelLogin} name={profile.displayName} onChanged={adjustFollowers} t={t} />
            <IconButton aria-label={t('channelPage.menu')} aria-haspopup="menu" onClick={() => setMenuOpen(true)} data-testid="channel-menu-button">
              <span aria-hidden="true">⋮</span>
            </IconButton>
          </Stack>
        </Stack>
      </Paper>
      {isBlocked ? (
        <Alert
          severity="info"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={() => void getSession().toggleChannelBlock(channelLogin, false)}>
              {t('channelPage.unblock')}
            </Button>
          }
        >
          {t('channelPage.blocked')}
        </Alert>
      ) : (
        <ChannelClips channelLogin={profile.channelLogin} t={t} />
      )}
      <ChannelMenu open={menuOpen} onClose={() => setMenuOpen(false)} channelLogin={profile.channelLogin} />
    </Box>
  );
}

export default ChannelPage;
