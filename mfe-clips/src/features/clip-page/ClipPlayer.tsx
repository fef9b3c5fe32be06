import { callApi, clipThumbnailUrl, clipVerticalUrl, clipVideoSource, clipVideoSourceByCapabilities, type Clip, type DecodingInfoSource } from '@clipyard/shared';
import { useAvifSupport } from '@clipyard/clip-ui';
import { Alert, Box, IconButton, useMediaQuery } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFirstViewReady } from '../first-view';
import { PlayArrowIcon } from './PlayArrowIcon';
import { playForPerson } from './person-playback';
import { usePlayWhenIdle } from './use-play-when-idle';

/** A view is reported once, after this much real playback (seeking or a ?t= start does not count as watching). */
const PLAYBACK_REPORT_AFTER_SECONDS = 3;

function canPlayType(type: string): string {
  if (typeof document === 'undefined') return '';
  return document.createElement('video').canPlayType(type);
}

export interface CaptionsTrack {
  url: string;
  language: string;
  label: string;
}

export interface ClipPlayerProps {
  clip: Clip;
  label: string;
  processingText: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Where playback starts (a moment link), ignored when past the end. */
  startAt?: number | null;
  /** The playback clock, on every timeupdate and seek. */
  onTime?: (seconds: number) => void;
  onEnded?: () => void;
  captions?: CaptionsTrack | null;
  loop?: boolean;
  /** Drawn over the video (speed indication, cheat sheet button). */
  overlay?: ReactNode;
  /** The large play button's name, shown while the clip waits for a tap (usePlayWhenIdle). */
  playLabel: string;
  /**
   * Whether the page around the player is in place too (default: yes). The HTML's first view stands in for the player
   * until then; a page that renders in parts says when the parts under the first view are there (useRenderStages).
   */
  pageReady?: boolean;
}

type Source = { url: string; kind: string } | null;

function mediaCapabilities(): DecodingInfoSource | null {
  const capabilities = typeof navigator === 'undefined' ? undefined : (navigator as { mediaCapabilities?: DecodingInfoSource }).mediaCapabilities;
  return capabilities && typeof capabilities.decodingInfo === 'function' ? capabilities : null;
}

/**
 * The rendition to play: with MediaCapabilities, supported and smooth first, then the smallest file (a quick
 * asynchronous answer; 'deciding' until then); without it, by canPlayType (AV1, x265, then source).
 */
function useRenditionSource(clip: Clip): Source | 'deciding' {
  const [decided, setDecided] = useState<{ clip: Clip; source: Source } | null>(null);
  const capabilities = mediaCapabilities();
  useEffect(() => {
    if (!capabilities) return;
    let live = true;
    void clipVideoSourceByCapabilities(clip, canPlayType, capabilities)
      .catch(() => clipVideoSource(clip, canPlayType))
      .then((source) => live && setDecided({ clip, source }));
    return () => {
      live = false;
    };
  }, [clip, capabilities]);
  if (!capabilities) return clipVideoSource(clip, canPlayType);
  return decided?.clip === clip ? decided.source : 'deciding';
}

/** A phone held upright: where a clip's vertical version fills the screen better than the landscape one. */
export const PHONE_PORTRAIT_QUERY = '(max-width: 599.95px) and (orientation: portrait)';
/** The vertical player: 9:16, no taller than 70 % of the screen (the title shows below it). */
const VERTICAL_BOX = { aspectRatio: '9 / 16', width: 'min(100%, calc(70svh * 9 / 16))', mx: 'auto' } as const;

/**
 * The clip's vertical (9:16) version for a phone held upright, when the clip has one (issue 23 item 3); null
 * otherwise. Read on the first render (noSsr): the player must not start one file and then switch to the other.
 */
function useVerticalSource(clip: Clip): { url: string; kind: string } | null {
  const phonePortrait = useMediaQuery(PHONE_PORTRAIT_QUERY, { noSsr: true });
  const url = clipVerticalUrl(clip);
  return phonePortrait && url ? { url, kind: 'vertical' } : null;
}

/** The clip's <video>, in the rendition this browser decodes best (useRenditionSource), or vertical on a phone. */
export function ClipPlayer({ clip, label, processingText, videoRef, startAt, onTime, onEnded, captions, loop = false, overlay, playLabel, pageReady = true }: ClipPlayerProps) {
  const avif = useAvifSupport();
  const vertical = useVerticalSource(clip);
  const rendition = useRenditionSource(clip);
  const source = vertical ?? rendition;
  const poster = avif === null ? undefined : (clipThumbnailUrl(clip, avif) ?? undefined);
  const watch = useRef({ reported: false, played: 0, last: 0, ended: false });
  const started = useRef(false);

  useEffect(() => {
    watch.current = { reported: false, played: 0, last: 0, ended: false };
    started.current = false;
  }, [clip.internalClipId]);
  // The player, with its poster, is what the HTML's first view of a clip page stands in for.
  useFirstViewReady(source !== 'deciding' && avif !== null && pageReady);
  const waitsForTap = usePlayWhenIdle(videoRef, source && source !== 'deciding' ? source.url : null);

  if (source === 'deciding') return <Box sx={{ bgcolor: '#000', borderRadius: { xs: 0, md: 1 }, aspectRatio: '16 / 9' }} data-testid="clip-video-deciding" />;
  if (!source) return <Alert severity="info">{processingText}</Alert>;

  const applyStart = (video: HTMLVideoElement) => {
    if (started.current) return;
    started.current = true;
    if (startAt && Number.isFinite(video.duration) && startAt < video.duration) video.currentTime = startAt;
    else if (startAt && !Number.isFinite(video.duration)) video.currentTime = startAt;
    watch.current.last = video.currentTime;
  };

  return (
    <Box sx={{ position: 'relative', bgcolor: '#000', borderRadius: { xs: 0, md: 1 }, overflow: 'hidden', aspectRatio: '16 / 9', ...(vertical ? VERTICAL_BOX : {}) }}>
      <video
        ref={videoRef}
        key={source.url}
        data-testid="clip-video"
        data-rendition={source.kind}
        aria-label={label}
        src={source.url}
        poster={poster}
        controls
        muted
        playsInline
        loop={loop}
        preload="none"
        // The poster is the landscape thumbnail: in the vertical box it fills the box (its middle), as the video will.
        style={{ width: '100%', height: '100%', display: 'block', ...(vertical ? { objectFit: 'cover' } : {}) }}
        onLoadedMetadata={(event) => applyStart(event.currentTarget)}
        onSeeked={(event) => {
          watch.current.last = event.currentTarget.currentTime;
          onTime?.(event.currentTarget.currentTime);
        }}
        onEnded={() => {
          if (watch.current.ended) return;
          watch.current.ended = true;
          onEnded?.();
        }}
        onTimeUpdate={(event) => {
          const video = event.currentTarget;
          const now = video.currentTime;
          onTime?.(now);
          // Only continuous playback adds up: a jump (seek, loop back to 0) is not watching.
          const delta = now - watch.current.last;
          watch.current.last = now;
          if (!video.paused && !video.seeking && delta > 0 && delta < 1.5) watch.current.played += delta;
          // A looping video never fires 'ended': reaching the last moments after real playback is the end.
          const duration = video.duration;
          if (!watch.current.ended && Number.isFinite(duration) && now >= duration - 0.6 && watch.current.played >= Math.min(PLAYBACK_REPORT_AFTER_SECONDS, duration / 2)) {
            watch.current.ended = true;
            onEnded?.();
          }
          if (watch.current.reported || watch.current.played < PLAYBACK_REPORT_AFTER_SECONDS) return;
          watch.current.reported = true;
          void callApi('client/analytics/clipPlaybackReport', { internalClipId: clip.internalClipId, watchedSeconds: watch.current.played });
        }}
      >
        {captions ? <track kind="captions" src={captions.url} srcLang={captions.language} label={captions.label} /> : null}
      </video>
      {waitsForTap ? (
        // Over the poster's middle, clear of the native controls' bar: the one thing to tap on a phone.
        <IconButton
          aria-label={playLabel}
          data-testid="clip-play"
          onClick={() => videoRef.current && playForPerson(videoRef.current)}
          sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', width: 72, height: 72, bgcolor: 'rgba(0, 0, 0, 0.6)', color: '#fff', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.8)' } }}
        >
          <PlayArrowIcon sx={{ fontSize: 48 }} />
        </IconButton>
      ) : null}
      {overlay}
    </Box>
  );
}
