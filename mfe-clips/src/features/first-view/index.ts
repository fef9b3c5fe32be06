import { FIRST_VIEW_READY_EVENT } from '@clipyard/shared';
import { useEffect } from 'react';

/**
 * Says, once, that this page's own view is on screen, so the shell ends the HTML's first view that stood in for it
 * (ADR 0097). A DOM event: on a shell without a first view it is simply not heard.
 */
export function useFirstViewReady(ready: boolean): void {
  useEffect(() => {
    if (ready) window.dispatchEvent(new Event(FIRST_VIEW_READY_EVENT));
  }, [ready]);
}
