import { errorMessage, getSession, useStrings, useSession } from '@clipyard/shared';
import { ErrorState, LoadingState, MoreVertIcon, NoticeCard, usePageTitle } from '@clipyard/clip-ui';
import { Alert, Box, Button, IconButton, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ChannelMenu } from '../channel-menu';
import { ChannelCollections } from '../collections';
import { ChannelClips } from './ChannelClips';
import { FeaturedClips } from './FeaturedClips';
import { FollowButton } from './FollowButton';
import { SubmitRuleLine } from './SubmitRuleLine';
import { channelPageStrings } from './i18n';
import { useChannelProfile } from './use-channel-profile';

/** The channel page `/{channelLogin}`: header, follow button, channel menu and the channel's clips. */
export function ChannelPage() {
  const { channelLogin: rawLogin = '' } = useParams();
  const channelLogin = rawLogin.toLowerCase();
  const { t } = useStrings(channelPageStrings);
  const { state, reload, adjustFollowers } = useChannelProfile(channelLogin);
  const isBlocked = useSession((s) => s.blockedChannels.includes(channelLogin));
  // A streamer on their own channel has nothing to follow: the way on is to their clip requests.
  const isOwnChannel = useSession((s) => s.flags.isStreamer && s.userProfile?.streamerChannelLogin?.toLowerCase() === channelLogin);
  const [menuOpen, setMenuOpen] = useState(false);
  // The tab says which channel this is (as the served HTML did).
  usePageTitle(state.status === 'ready' ? state.profile.displayName : null);

  if (state.status === 'loading') return <LoadingState label={t('channelPage.loading')} />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('channelPage.retry')} onRetry={() => void reload()} />;
  if (state.status === 'not-found') {
    return <NoticeCard title={t('channelPage.notFoundTitle')} body={t('channelPage.notFoundBody', { channelLogin: rawLogin })} to="/" action={t('channelPage.home')} />;
  }

  const { profile } = state;
  return (
    <Box component="section" aria-labelledby="channel-name" sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {/* Banner and avatar area: the channel's initial on its colour band (no uploaded artwork yet). */}
        <Box aria-hidden data-testid="channel-banner" sx={{ height: { xs: 72, md: 112 }, background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})` }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: { xs: 2, md: 3 }, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <Box
            aria-hidden
            sx={{ width: 72, height: 72, mt: { xs: -6, md: -7 }, borderRadius: '50%', border: 3, borderColor: 'background.paper', bgcolor: 'primary.dark', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontSize: 32, fontWeight: 800, flexShrink: 0 }}
          >
            {[...profile.displayName][0]?.toUpperCase()}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
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
              <Stack component="nav" aria-label={t('channelPage.links')} direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                {profile.links.map((link) => (
                  <MuiLink key={link.url} href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                    {link.label}
                  </MuiLink>
                ))}
              </Stack>
            ) : null}
            {profile.tipLinks.length > 0 ? (
              <Stack component="nav" aria-label={t('channelPage.tipLinks')} direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
                {profile.tipLinks.map((tip) => (
                  <Button key={tip.url} size="small" variant="outlined" href={tip.url} target="_blank" rel="noopener noreferrer nofollow" data-testid="tip-link" aria-label={t('channelPage.tipLinkLabel', { platform: t(`channelPage.tipPlatform.${tip.platform}`) })}>
                    {t(`channelPage.tipPlatform.${tip.platform}`)}
                  </Button>
                ))}
              </Stack>
            ) : null}
            <SubmitRuleLine profile={profile} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            {isOwnChannel ? (
              <Button component={Link} to="/streamer/requests" variant="outlined" data-testid="own-channel-requests">
                {t('channelPage.ownRequests')}
              </Button>
            ) : (
              <FollowButton channelLogin={profile.channelLogin} onChanged={adjustFollowers} />
            )}
            <IconButton aria-label={t('channelPage.menu')} aria-haspopup="menu" onClick={() => setMenuOpen(true)} data-testid="channel-menu-button">
              <MoreVertIcon />
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
        <>
          <FeaturedClips clipIds={profile.featuredClipIds} />
          <ChannelCollections channelLogin={profile.channelLogin} />
          <ChannelClips channelLogin={profile.channelLogin} />
        </>
      )}
      <ChannelMenu open={menuOpen} onClose={() => setMenuOpen(false)} channelLogin={profile.channelLogin} displayName={profile.displayName} />
    </Box>
  );
}

export default ChannelPage;
