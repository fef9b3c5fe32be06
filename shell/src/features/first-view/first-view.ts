import { FIRST_VIEW_ID, FIRST_VIEW_READY_EVENT } from '@clipyard/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Ends the HTML's first view (ADR 0097): `#cy-first-view`, the poster or thumbnails the HTML host painted above the
 * app before any JavaScript. The page's remote says when its own view is on screen (FIRST_VIEW_READY_EVENT); the shell
 * also ends it on every way the page cannot come (a remote that failed, a boot failure, maintenance), when the person
 * moves on, and after a time limit for a remote that never says so.
 */

/** How long the app's own pictures on screen may take to decode before the first view goes anyway. */
export const DECODE_WAIT_MS = 800;
/** How long after the route's screen appears a silent remote keeps the first view up. */
export const SILENT_REMOTE_LIMIT_MS = 3000;

let ending = false;

function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth && box.width > 0;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Removes the first view once the app's images on screen have decoded (bounded): removing it and then showing empty
 * boxes while the same pictures decode would flicker. Idempotent; nothing to do on pages without one.
 */
export function endFirstView(): void {
  const view = document.getElementById(FIRST_VIEW_ID);
  if (!view || ending) return;
  ending = true;
  const next = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => setTimeout(run, 0);
  next(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('#root img')].filter(onScreen);
    // A video's poster has no element of its own to wait on: the same address, decoded apart (it is in the cache).
    for (const video of document.querySelectorAll<HTMLVideoElement>('#root video[poster]')) {
      if (!onScreen(video) || typeof Image === 'undefined') continue;
      const poster = new Image();
      poster.src = video.poster;
      images.push(poster);
    }
    const decoded = Promise.all(images.map((image) => (typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined)));
    void Promise.race([decoded, delay(DECODE_WAIT_MS)]).then(() => {
      view.remove();
      ending = false;
    });
  });
}

/** At boot: listen for the page's word. */
export function watchFirstView(): void {
  if (!document.getElementById(FIRST_VIEW_ID)) return;
  window.addEventListener(FIRST_VIEW_READY_EVENT, endFirstView, { once: true });
}

/** Moving to another page (a link, back, forward) ends the first view of the page it was painted for. */
export function useFirstViewEndsOnNavigation(): void {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) endFirstView();
  }, [key]);
}
