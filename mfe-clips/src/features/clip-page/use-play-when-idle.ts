import { useEffect, useState, type RefObject } from 'react';
import { autoplayAllowed } from './autoplay-policy';
import { playbackTakenOver } from './person-playback';

/** At most this long after mounting, the clip starts even if the page never goes idle (a busy main thread). */
const START_LIMIT_MS = 3_000;

/**
 * Starts the (muted) clip once the page has settled, not while it is still being built (issue 13, ADR 0115): with
 * `autoPlay` and `preload="auto"` the browser fetched and decoded the whole video while the page's scripts ran, and
 * on a two-core phone the decoder and the media data's main-thread tasks competed with the page's first renders. The
 * poster (the first view's picture) stays in view meanwhile. Once the clip has played at all, or the person has acted
 * on it (pressed play or pause, k or Space, picked a moment: person-playback.ts), it is theirs: nothing starts it later. `key` (the source URL) waits anew for a new
 * rendition.
 *
 * Answers whether the clip waits for the person: where it does not start by itself (autoplayAllowed), or the browser
 * refused to start it, until it has played once. The player then shows a large play button over the poster.
 */
export function usePlayWhenIdle(videoRef: RefObject<HTMLVideoElement | null>, key: string | null): boolean {
  const [autoplay] = useState(autoplayAllowed);
  // The source that has played (the person's from then on), and the one whose start the browser refused.
  const [played, setPlayed] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const video = videoRef.current;
    let done = false;
    const onPlay = () => {
      done = true;
      setPlayed(key);
    };
    video?.addEventListener('play', onPlay);
    const stop = () => {
      done = true;
      video?.removeEventListener('play', onPlay);
    };
    if (!autoplay) return stop;
    const start = () => {
      if (done) return;
      done = true;
      if (!video || playbackTakenOver(video) || !video.paused || video.ended) return;
      video.preload = 'auto';
      // Refused autoplay (a browser policy, or no media support in a test DOM) leaves the poster and the play button.
      void Promise.resolve()
        .then(() => video.play())
        .catch(() => setRefused(key));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: START_LIMIT_MS });
      return () => {
        stop();
        window.cancelIdleCallback(handle);
      };
    }
    const timer = window.setTimeout(start, 200);
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [videoRef, key, autoplay]);
  return key !== null && played !== key && (!autoplay || refused === key);
}
