import { callApi, clipThumbnailUrl, clipVideoSource, useAvifSupport, type Clip } from '@clipyard/shared';
import { Alert, Box } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';

/** A view is reported once, after this much watching (the server counts it once per viewer a day). */
const PLAYBACK_REPORT_AFTER_SECONDS = 3;

function canPlayType(type: string): string {
  if (typeof document === 'undefined') return '';
  return document.createElement('video').canPlayType(type);
}

/** The clip's <video>: AV1, then x265, then the h264 source, by what this browser can play. */
export function ClipPlayer({ clip, label, processingText }: { clip: Clip; label: string; processingText: string }) {
  const avif = useAvifSupport();
  const source = useMemo(() => clipVideoSource(clip, canPlayType), [clip]);
  const poster = avif === null ? undefined : (clipThumbnailUrl(clip, avif) ?? undefined);
  const reported = useRef(false);

  useEffect(() => {
    reported.current = false;
  }, [clip.internalClipId]);

  if (!source) return <Alert severity="info">{processingText}</Alert>;
  return (
    <Box sx={{ bgcolor: '#000', borderRadius: { xs: 0, md: 1 }, overflow: 'hidden', aspectRatio: '16 / 9' }}>
      <video
        key={source.url}
        data-testid="clip-video"
        data-rendition={source.kind}
        aria-label={label}
        src={source.url}
        poster={poster}
        controls
        autoPlay
        muted
        playsInline
        preload="auto"
        style={{ width: '100%', height: '100%', display: 'block' }}
        onTimeUpdate={(event) => {
          const watched = event.currentTarget.currentTime;
          if (reported.current || watched < PLAYBACK_REPORT_AFTER_SECONDS) return;
          reported.current = true;
          void callApi('client/analytics/clipPlaybackReport', { internalClipId: clip.internalClipId, watchedSeconds: watched });
        }}
      />
    </Box>
  );
}
