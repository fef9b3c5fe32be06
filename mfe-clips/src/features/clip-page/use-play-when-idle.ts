import { useEffect, type RefObject } from 'react';
import { autoplayAllowed } from './autoplay-policy';

/** At most this long after mounting, the clip starts even if the page never goes idle (a busy main thread). */
const START_LIMIT_MS = 3_000;

/**
 * Starts the (muted) clip once the page has settled, not while it is still being built (issue 13, ADR 0115): with
 * `autoPlay` and `preload="auto"` the browser fetched and decoded the whole video while the page's scripts ran, and
 * on a two-core phone the decoder and the media data's main-thread tasks competed with the page's first renders. The
 * poster (the first view's picture) stays in view meanwhile. Once the clip has played at all (the person pressed play,
 * or k, and maybe paused again), it is theirs: nothing starts it later. `key` (the source URL) waits anew for a new
 * rendition.
 */
export function usePlayWhenIdle(videoRef: RefObject<HTMLVideoElement | null>, key: string | null): void {
  useEffect(() => {
    // Where the clip waits for a tap (autoplayAllowed), the poster and the player's own play button are all there is.
    if (!key || !autoplayAllowed()) return;
    let done = false;
    const video = videoRef.current;
    const playedByPerson = () => {
      done = true;
    };
    video?.addEventListener('play', playedByPerson);
    const start = () => {
      if (done) return;
      done = true;
      if (!video || !video.paused || video.ended) return;
      video.preload = 'auto';
      // Refused autoplay (a browser policy, or no media support in a test DOM) leaves the poster and the play button.
      void Promise.resolve()
        .then(() => video.play())
        .catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: START_LIMIT_MS });
      return () => {
        done = true;
        video?.removeEventListener('play', playedByPerson);
        window.cancelIdleCallback(handle);
      };
    }
    const timer = window.setTimeout(start, 200);
    return () => {
      done = true;
      video?.removeEventListener('play', playedByPerson);
      window.clearTimeout(timer);
    };
  }, [videoRef, key]);
}
