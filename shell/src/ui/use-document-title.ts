import { useEffect } from 'react';

/** SPEC section 9: head metadata is applied after 50 ms (so the last of quick navigations wins). */
export const HEAD_METADATA_DELAY_MS = 50;

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = `${title} · Clipyard`;
    }, HEAD_METADATA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title]);
}
