import { ErrorState, LoadingState, MoreVertIcon, NoticeCard, errorMessage, useRemoteTranslation } from '@clipyard/shared';
import { Box, IconButton, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ClipMenu } from '../clip-menu/ClipMenu';
import { ClipPlayer } from './ClipPlayer';
import { Comments } from './Comments';
import { LikeButton } from './LikeButton';
import { clipPageResources } from './i18n';
import { useClip } from './use-clip';

/** The clip page `/{channelLogin}/clip/{internalClipId}`: player, title, channel link, like, menu, comments. */
export function ClipPage() {
  const { channelLogin = '', internalClipId = '' } = useParams();
  const { t, i18n } = useRemoteTranslation('clips', clipPageResources);
  const navigate = useNavigate();
  const { state, reload, update } = useClip(internalClipId, channelLogin);
  const [menuOpen, setMenuOpen] = useState(false);

  if (state.status === 'loading') return <LoadingState label={t('clipPage.loading')} />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('clipPage.retry')} onRetry={() => void reload()} />;
  if (state.status === 'not-found') return <NoticeCard title={t('clipPage.notFoundTitle')} body={t('clipPage.notFoundBody')} to="/" action={t('clipPage.home')} />;

  const { clip } = state;
  const posted = new Date(clip.createdAt).toLocaleDateString(i18n.language);
  return (
    // On a wide but short window a full-width 16:9 player pushes the title and like button below the fold: from md
    // up the page is as wide as a player that leaves ~250 px of the window (app bar, title, like) in view.
    <Box
      component="article"
      aria-labelledby="clip-title"
      sx={{ px: { xs: 0, md: 3 }, py: { xs: 0, md: 3 }, mx: 'auto', maxWidth: { xs: 1100, md: 'min(1100px, max(600px, calc((100dvh - 250px) * 16 / 9 + 48px)))' } }}
    >
      <ClipPlayer clip={clip} label={t('clipPage.playerLabel', { title: clip.clipTitle })} processingText={t('clipPage.processing')} />
      <Box sx={{ px: { xs: 2, md: 0 }, pt: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="clip-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {clip.clipTitle}
            </Typography>
            <MuiLink component={Link} to={`/${clip.channelLogin}`} underline="hover" sx={{ fontWeight: 600 }}>
              {clip.channelDisplayName}
            </MuiLink>
            <Typography variant="body2" color="text.secondary">
              {t('clipPage.postedOn', { date: posted })} · {t('clipPage.viewCount', { count: clip.viewCount })}
            </Typography>
          </Box>
          <IconButton aria-label={t('clipPage.menu')} aria-haspopup="menu" onClick={() => setMenuOpen(true)} data-testid="clip-menu-button">
            <MoreVertIcon />
          </IconButton>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <LikeButton internalClipId={clip.internalClipId} likeCount={clip.likeCount} onLikeCount={(likeCount) => update({ likeCount })} t={t} />
        </Box>
        <Comments internalClipId={clip.internalClipId} t={t} />
      </Box>
      <ClipMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        internalClipId={clip.internalClipId}
        channelLogin={clip.channelLogin}
        clipTitle={clip.clipTitle}
        onRenamed={(clipTitle) => update({ clipTitle })}
        onDeleted={() => navigate(`/${clip.channelLogin}`)}
      />
    </Box>
  );
}

export default ClipPage;
