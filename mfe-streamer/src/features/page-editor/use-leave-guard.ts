import { confirmDialog } from '@clipyard/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Asks before the page is left with unsaved changes: the browser's own prompt on reload or close, and a confirm
 * for links inside the site (the shell's BrowserRouter has no navigation blocker, so same-origin link clicks are
 * caught here and replayed through the router once confirmed).
 */
export function useLeaveGuard(active: boolean, texts: { title: string; message: string; okLabel: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmDialog(texts).then((leave) => {
        if (leave) navigate(url.pathname + url.search + url.hash);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate, texts]);
}
