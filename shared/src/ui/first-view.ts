/**
 * The first view the HTML host paints before any JavaScript (ADR 0097): on a cold clip page or frontpage the real
 * poster or thumbnails lie above the app in `#cy-first-view` until the page's remote says its own view is on screen,
 * by dispatching `FIRST_VIEW_READY_EVENT` on window; the shell then removes it (shell/src/features/first-view/first-view.ts).
 *
 * A DOM event and two names, on purpose no function of this platform: a remote that sends it still runs on an older
 * shell (the event goes unheard, and there is no first view there), and a remote that never sends it is covered by
 * the shell's own time limit.
 */

/** The element the HTML host writes (shell/host/first-view.mjs FIRST_VIEW_ID). */
export const FIRST_VIEW_ID = 'cy-first-view';

/** Dispatched on window by the page that the first view stands in for, once its own view is on screen. */
export const FIRST_VIEW_READY_EVENT = 'clipyard:first-view-ready';
