import { clipPath, useStrings } from '@clipyard/shared';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ClipPlayer, PlayerFlash, clipPageStrings, parseMomentTime, useClip, usePlayerKeys } from '../clip-page';
import { embedStrings } from './i18n';

function Centered({ children }: { children: React.ReactNode }) {
  return <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', justifyContent: 'center', bgcolor: '#000', color: '#fff', textAlign: 'center', p: 2 }}>{children}</Box>;
}

/**
 * `/embed/{channelLogin}/{internalClipId}`: the player alone, outside the layout, filling its frame (for iframes on
 * other sites). Keyboard shortcuts, `?t=` and looping work as on the clip page; a link leads to the clip page.
 */
export function EmbedPage() {
  const { channelLogin = '', internalClipId = '' } = useParams();
  const { t } = useStrings(clipPageStrings, embedStrings);
  const [searchParams] = useSearchParams();
  const { state, reload } = useClip(internalClipId, channelLogin);
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = usePlayerKeys(videoRef);

  if (state.status === 'loading')
    return (
      <Centered>
        <CircularProgress aria-label={t('embed.loading')} sx={{ color: '#fff' }} />
      </Centered>
    );
  if (state.status !== 'ready')
    return (
      <Centered>
        <Typography component="h1" variant="h6">
          {state.status === 'not-found' ? t('embed.notFound') : t('embed.failed')}
        </Typography>
        {state.status === 'error' ? (
          <Button variant="contained" onClick={() => void reload()}>
            {t('embed.retry')}
          </Button>
        ) : null}
      </Centered>
    );
  const { clip } = state;
  const pageUrl = `${location.origin}${clipPath(clip.channelLogin, clip.internalClipId)}`;
  return (
    <Box component="main" sx={{ position: 'relative', height: '100dvh', bgcolor: '#000', display: 'flex', alignItems: 'center' }} data-testid="embed-player">
      <Typography component="h1" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {clip.clipTitle}
      </Typography>
      <Box sx={{ width: '100%', maxHeight: '100dvh', aspectRatio: '16 / 9', mx: 'auto', maxWidth: 'calc(100dvh * 16 / 9)' }}>
        <ClipPlayer
          clip={clip}
          label={t('clipPage.playerLabel', { title: clip.clipTitle })}
          processingText={t('clipPage.processing')}
          playLabel={t('clipPage.player.play')}
          videoRef={videoRef}
          startAt={parseMomentTime(searchParams.get('t'))}
          loop={player.loop}
          overlay={
            <>
              <PlayerFlash flash={player.flash} rate={player.rate} />
              <Link
                href={pageUrl}
                target="_blank"
                rel="noopener"
                underline="hover"
                sx={{ position: 'absolute', top: 0, left: 0, right: 0, px: 1.5, py: 1, color: '#fff', bgcolor: 'rgba(0,0,0,0.6)', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {t('embed.by', { title: clip.clipTitle, channel: clip.channelDisplayName })}
                <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
                  {` ${t('embed.watchOn')} ${t('embed.opensNewTab')}`}
                </Box>
              </Link>
            </>
          }
        />
      </Box>
    </Box>
  );
}

export default EmbedPage;
