import { useStrings } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FRAME_SECONDS, nextRate, shortcutFor, type PlayerAction } from './player-shortcuts';
import { clipPageStrings } from './i18n';
import { playForPerson, takeOverPlayback } from './person-playback';

const LOOP_KEY = 'clipyard.player.loop';

function readLoop(): boolean {
  try {
    // Clips loop by default (as on Twitch); a person who turns it off keeps it off.
    return globalThis.localStorage?.getItem(LOOP_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Shows or hides the first text track; null when the video has none. */
function toggleCaptions(video: HTMLVideoElement): boolean | null {
  const track = video.textTracks?.[0];
  if (!track) return null;
  track.mode = track.mode === 'showing' ? 'hidden' : 'showing';
  return track.mode === 'showing';
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The keyboard player: document-wide shortcuts (never while typing), speed, loop (remembered), theater mode, the
 * cheat sheet, and a short on-screen indication of what a key did.
 */
export function usePlayerKeys(videoRef: RefObject<HTMLVideoElement | null>, ) {
  const { t } = useStrings(clipPageStrings);
  const [rate, setRateState] = useState(1);
  const [loop, setLoopState] = useState(readLoop);
  const [theater, setTheater] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [flash, setFlash] = useState<{ text: string; id: number } | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((text: string) => {
    setFlash({ text, id: Date.now() });
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(null), 1200);
  }, []);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const setRate = useCallback(
    (value: number) => {
      setRateState(value);
      if (videoRef.current) videoRef.current.playbackRate = value;
      show(t('clipPage.player.speedValue', { rate: value }));
    },
    [videoRef, show, t],
  );
  const setLoop = useCallback(
    (value: boolean) => {
      setLoopState(value);
      try {
        globalThis.localStorage?.setItem(LOOP_KEY, String(value));
      } catch {
        /* private mode: not remembered */
      }
      show(t(value ? 'clipPage.player.loopOn' : 'clipPage.player.loopOff'));
    },
    [show, t],
  );

  const perform = useCallback(
    (action: PlayerAction) => {
      const video = videoRef.current;
      if (action.type === 'help') return setHelpOpen((open) => !open);
      if (action.type === 'theater') {
        setTheater((on) => {
          show(t(on ? 'clipPage.player.theaterOff' : 'clipPage.player.theaterOn'));
          return !on;
        });
        return;
      }
      if (action.type === 'loop') return setLoop(!loop);
      if (action.type === 'speedBy') return setRate(nextRate(rate, action.direction));
      if (!video) return;
      const duration = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      switch (action.type) {
        case 'togglePlay':
          if (video.paused) return playForPerson(video);
          takeOverPlayback(video);
          video.pause();
          return;
        case 'seekBy':
          video.currentTime = clamp(video.currentTime + action.seconds, 0, duration);
          return show(t(action.seconds > 0 ? 'clipPage.player.forward' : 'clipPage.player.back', { seconds: Math.abs(action.seconds) }));
        case 'frame':
          if (!video.paused) return;
          video.currentTime = clamp(video.currentTime + action.direction * FRAME_SECONDS, 0, duration);
          return;
        case 'volumeBy':
          video.muted = false;
          video.volume = clamp(Math.round((video.volume + action.amount) * 10) / 10, 0, 1);
          return show(t('clipPage.player.volume', { percent: Math.round(video.volume * 100) }));
        case 'mute':
          video.muted = !video.muted;
          return show(t(video.muted ? 'clipPage.player.muted' : 'clipPage.player.unmuted'));
        case 'fullscreen': {
          if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
          else void (video.parentElement ?? video).requestFullscreen?.().catch(() => undefined);
          return;
        }
        case 'captions': {
          const showing = toggleCaptions(video);
          return show(t(showing === null ? 'clipPage.player.noCaptions' : showing ? 'clipPage.player.captionsOn' : 'clipPage.player.captionsOff'));
        }
        case 'jumpToTenth':
          if (Number.isFinite(video.duration)) video.currentTime = (video.duration * action.tenth) / 10;
          return;
        case 'start':
          video.currentTime = 0;
          return;
        case 'end':
          if (Number.isFinite(video.duration)) video.currentTime = video.duration;
          return;
      }
    },
    [videoRef, rate, loop, setLoop, setRate, show, t],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event);
      if (!action) return;
      // The native controls of a focused <video> would act on the same key a second time.
      event.preventDefault();
      perform(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [perform]);

  return { rate, setRate, loop, setLoop, theater, setTheater, helpOpen, setHelpOpen, flash };
}
