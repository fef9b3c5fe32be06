import { categoryPath, channelPath, errorMessage, useStrings, useSession } from '@clipyard/shared';
import { categoryName, ErrorState, LoadingState, MoreVertIcon, NoticeCard, RelativeTime, markClipWatched, usePageTitle } from '@clipyard/clip-ui';
import { Box, IconButton, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ClipMenu } from '../clip-menu';
import { useFirstViewReady } from '../first-view';
import { ClipPlayer } from './ClipPlayer';
import type { ClipVisibility } from './ClipVisibilityDialog';
import { Comments } from './Comments';
import { LikeButton } from './LikeButton';
import { ModerationBanner } from './ModerationBanner';
import { MoreFromChannel } from './MoreFromChannel';
import { PlayerFlash, PlayerToolbar } from './PlayerToolbar';
import { SidePanel } from './SidePanel';
import { clipPageStrings } from './i18n';
import { parseMomentTime } from './moment-time';
import { playForPerson } from './person-playback';
import { createPlaybackClock } from './playback-clock';
import { useCaptionsUrl } from './use-captions-url';
import { useClip } from './use-clip';
import { useClipExtras } from './use-clip-extras';
import { useOpenedOnce } from './use-opened-once';
import { useRenderStages } from './use-render-stages';
import { usePlayerKeys } from './use-player-keys';

// Below the first view: fetched the first time `?` or the help button opens it.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));
// Only for a moderator, and only once they chose a change.
const ClipVisibilityDialog = lazy(() => import('./ClipVisibilityDialog'));

/** The clip page `/{channelLogin}/clip/{internalClipId}`: player, title, channel link, like, menu, comments. */
export function ClipPage() {
  const { channelLogin = '', internalClipId = '' } = useParams();
  const { t, i18n } = useStrings(clipPageStrings);
  const navigate = useNavigate();
  const { state, reload, refresh, update } = useClip(internalClipId, channelLogin);
  const [menuOpen, setMenuOpen] = useState(false);
  const isAdmin = useSession((s) => s.flags.isAdmin);
  // The visibility a moderator chose in the menu or the banner, to confirm.
  const [newVisibility, setNewVisibility] = useState<ClipVisibility | null>(null);
  const [searchParams] = useSearchParams();
  const startAt = parseMomentTime(searchParams.get('t'));
  const videoRef = useRef<HTMLVideoElement>(null);
  // The playback time lives outside this page's state: a tick re-renders only the chat and transcript lines it changes.
  const [clock] = useState(() => createPlaybackClock(startAt ?? 0));
  const blockedUsers = useSession((s) => s.blockedUsers);
  const extras = useClipExtras(internalClipId);
  const transcriptData = extras.transcript.status === 'ready' ? extras.transcript.data : null;
  const captionsUrl = useCaptionsUrl(internalClipId, (transcriptData?.cues.length ?? 0) > 0);
  const player = usePlayerKeys(videoRef);
  const menuMounted = useOpenedOnce(menuOpen);
  const helpMounted = useOpenedOnce(player.helpOpen);
  const seek = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    clock.set(seconds);
    if (video.paused) playForPerson(video);
  }, [clock]);

  // No player to show (an error, no such clip): the page's own message replaces the HTML's first view at once.
  useFirstViewReady(state.status === 'error' || state.status === 'not-found');
  // The player and title first (what the HTML's first view shows); then the player's toolbar (a select, a switch and
  // buttons: the most styles of the first part), the chat and transcript panel, and comments with the channel's other
  // clips, each in a commit of its own (each is a long task when rendered with the rest). The first view stays until the
  // toolbar is in, so nothing under it moves once it is gone.
  const stage = useRenderStages(3, state.status === 'ready');
  // The tab says which clip this is (as the served HTML did), also after a rename.
  usePageTitle(state.status === 'ready' ? state.clip.clipTitle : null);

  if (state.status === 'loading') return <LoadingState label={t('clipPage.loading')} />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.errorCode)} retryLabel={t('clipPage.retry')} onRetry={() => void reload()} />;
  if (state.status === 'not-found') return <NoticeCard title={t('clipPage.notFoundTitle')} body={t('clipPage.notFoundBody')} to="/" action={t('clipPage.home')} />;

  const { clip } = state;
  return (
    // On a wide but short window a full-width 16:9 player pushes the title and like button below the fold: from md
    // up the page is as wide as a player that leaves ~250 px of the window (app bar, title, like) in view.
    <Box
      component="article"
      aria-labelledby="clip-title"
      sx={{ px: { xs: 0, md: 3 }, py: { xs: 0, md: 3 }, mx: 'auto', maxWidth: { xs: 1100, md: player.theater ? 'none' : 'min(1440px, max(940px, calc((100dvh - 300px) * 16 / 9 + 384px)))' } }}
    >
      {/*
        Grid areas: on a phone the title and like button come right under the player (the chat panel below them),
        on a wide screen the panel sits beside the player, and in theater mode it goes under the player.
      */}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: player.theater ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 320px' },
          gridTemplateAreas: {
            xs: '"player" "head" "panel" "rest"',
            md: player.theater ? '"player" "panel" "head" "rest"' : '"player panel" "head head" "rest rest"',
          },
        }}
      >
        <Box sx={{ minWidth: 0, gridArea: 'player' }}>
          <ClipPlayer
            clip={clip}
            label={t('clipPage.playerLabel', { title: clip.clipTitle })}
            processingText={t('clipPage.processing')}
            playLabel={t('clipPage.player.play')}
            videoRef={videoRef}
            startAt={startAt}
            onTime={clock.set}
          onEnded={() => markClipWatched(clip.internalClipId)}
            captions={captionsUrl && transcriptData ? { url: captionsUrl, language: transcriptData.language ?? i18n.language, label: t('clipPage.transcript.captionsLabel') } : null}
            loop={player.loop}
            overlay={<PlayerFlash flash={player.flash} rate={player.rate} />}
            pageReady={stage >= 1}
          />
          {/* Until the toolbar comes, its row's height (8 px above a 40 px small text field) keeps the title where it will be. */}
          <Box sx={{ minHeight: 48 }}>
            {stage >= 1 ? (
              <PlayerToolbar
                rate={player.rate}
                onRate={player.setRate}
                loop={player.loop}
                onLoop={player.setLoop}
                theater={player.theater}
                onTheater={player.setTheater}
                onHelp={() => player.setHelpOpen(true)}
              />
            ) : null}
          </Box>
        </Box>
        <Box sx={{ gridArea: 'panel', px: { xs: 2, md: 0 }, pt: { xs: 2, md: player.theater ? 2 : 0 }, minHeight: 0, position: 'relative' }}>
          {/* On a wide screen the panel is as tall as the player beside it, never taller; in theater mode it goes below. */}
          <Box sx={{ position: { md: player.theater ? 'static' : 'absolute' }, inset: { md: 0 }, height: { md: player.theater ? 360 : 'auto' } }}>
            {stage >= 2 ? (
              <SidePanel
                chat={extras.chat}
                transcript={extras.transcript}
                clock={clock}
                blockedUsers={blockedUsers}
                onSeek={seek}
                onRetryChat={() => void extras.reloadChat()}
                onRetryTranscript={() => void extras.reloadTranscript()}
              />
            ) : null}
          </Box>
        </Box>
        <Box sx={{ gridArea: 'head', px: { xs: 2, md: 0 }, pt: 2 }}>
          {clip.moderation ? (
            <ModerationBanner
              internalClipId={clip.internalClipId}
              moderation={clip.moderation}
              onAppealed={(moderation) => update({ moderation })}
              onStale={() => void refresh()}
              onMakePublic={isAdmin ? () => setNewVisibility('public') : undefined}
            />
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography id="clip-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {clip.clipTitle}
              </Typography>
              <MuiLink component={Link} to={channelPath(clip.channelLogin)} underline="hover" sx={{ fontWeight: 600 }}>
                {clip.channelDisplayName}
              </MuiLink>
              {/* The game or category it was streamed in (ADR 0150), a link to its page. */}
              {clip.category ? (
                <>
                  {' · '}
                  <MuiLink
                    component={Link}
                    to={categoryPath(clip.category.slug)}
                    underline="hover"
                    color="text.secondary"
                    aria-label={t('clipPage.categoryLabel', { name: categoryName(clip.category, i18n.language) })}
                  >
                    {categoryName(clip.category, i18n.language)}
                  </MuiLink>
                </>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {t('clipPage.posted')} <RelativeTime iso={clip.createdAt} /> · {t('clipPage.viewCount', { count: clip.viewCount })}
              </Typography>
            </Box>
            <IconButton aria-label={t('clipPage.menu')} aria-haspopup="menu" onClick={() => setMenuOpen(true)} data-testid="clip-menu-button">
              <MoreVertIcon />
            </IconButton>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <LikeButton internalClipId={clip.internalClipId} likeCount={clip.likeCount} onLikeCount={(likeCount) => update({ likeCount })} />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'rest', px: { xs: 2, md: 0 } }}>
          {stage >= 3 ? (
            <>
              <Comments internalClipId={clip.internalClipId} onSeek={seek} maxSeconds={clip.durationSeconds ?? undefined} />
              <MoreFromChannel channelLogin={clip.channelLogin} channelDisplayName={clip.channelDisplayName} internalClipId={clip.internalClipId} />
            </>
          ) : null}
        </Box>
      </Box>
      {/* Loaded when first opened (nothing to show meanwhile: the button was just pressed); mounted from then on. */}
      {helpMounted ? (
        <Suspense fallback={null}>
          <ShortcutsDialog open={player.helpOpen} onClose={() => player.setHelpOpen(false)} />
        </Suspense>
      ) : null}
      {menuMounted ? (
        <Suspense fallback={null}>
          <ClipMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            internalClipId={clip.internalClipId}
            channelLogin={clip.channelLogin}
            clipTitle={clip.clipTitle}
            onRenamed={(clipTitle) => update({ clipTitle })}
            onDeleted={() => navigate(channelPath(clip.channelLogin))}
            currentTime={() => videoRef.current?.currentTime ?? 0}
            visibility={clip.visibility}
            onSetVisibility={setNewVisibility}
            verticalVersion={clip.verticalVersion === true}
          />
        </Suspense>
      ) : null}
      {newVisibility ? (
        <Suspense fallback={null}>
          <ClipVisibilityDialog
            internalClipId={clip.internalClipId}
            clipTitle={clip.clipTitle}
            visibility={newVisibility}
            onClose={() => setNewVisibility(null)}
            onDone={() => {
              setNewVisibility(null);
              void refresh();
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

export default ClipPage;
