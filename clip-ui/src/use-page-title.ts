import { useEffect } from 'react';

/** The tab's title of a page about one thing, as the HTML host writes it (shell/host/render-head.mjs), in every language. */
export function pageTitle(title: string): string {
  return `${title} · Clipyard`;
}

/**
 * Keeps the tab's title on a page's own title (a clip's, a channel's, a category's) while the page shows it (issue 19
 * item 12, ADR 0122). The shell's layout writes the route's generic title ("Clip · Clipyard") a moment after each
 * navigation and again on a language switch, which can come after this page's data is there (the HTML host inlines
 * it): so the page writes its title, and writes it back whenever something else changes the <title> while the page is
 * mounted. Once it unmounts (another page), the next page's title is left alone. `null` (still loading, not found)
 * leaves the title as it is.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const wanted = pageTitle(title);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    // Setting document.title creates the <title> element when there is none, so there is always one to watch.
    apply();
    const element = document.head.querySelector('title');
    if (!element || typeof MutationObserver !== 'function') return;
    const observer = new MutationObserver(apply);
    observer.observe(element, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [title]);
}
