import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiErrorCode, Clip } from '@clipyard/shared';

export type ClipPage = { ok: true; clipList: Clip[]; nextCursor: string | null } | { ok: false; errorCode: ApiErrorCode };

/**
 * Keyset pagination state for a clip listing: `fetchPage(cursor)` asks for one page. Changing `key` (sort,
 * period, channel) starts over; answers of an older key are dropped so a slow first request never overwrites a
 * newer one. `hiddenChannels` filters out blocked channels locally too (signed-out blocks are local only).
 *
 * `firstPage`, read once when the list mounts: a first page already in hand (the HTML host's inlined answer, ADR
 * 0093). The list starts with it, in its first render: no loading state, no skeleton drawn and replaced a moment
 * later (issue 13: that was a render, its styles and a layout for nothing).
 *
 * `options.listing`: the part of `key` that names the listing itself (sort and period, a channel), without the
 * viewer. When only the rest of the key changes (the signed-in session arriving after the first render, an account
 * switch) it is the same listing for someone else: the cards stay on screen while it loads again (`refreshing`), and
 * the new page replaces them, each card kept where its clip is still there. Clearing them drew the skeleton and then a
 * new grid under a person's finger: a tap in between went nowhere (issue 21).
 */
export function useKeysetClipList(
  key: string,
  fetchPage: (cursor: string | null) => Promise<ClipPage>,
  firstPage?: () => ClipPage | null,
  options: { listing?: string } = {},
) {
  const [initial] = useState(() => {
    const page = firstPage?.() ?? null;
    return page?.ok ? page : null;
  });
  // The key the first page belongs to: its first load is already done (also when React runs the effect twice).
  const loadedKey = useRef<string | null>(initial ? key : null);
  const [clips, setClips] = useState<Clip[]>(() => initial?.clipList ?? []);
  const [nextCursor, setNextCursor] = useState<string | null>(() => initial?.nextCursor ?? null);
  const [loading, setLoading] = useState(!initial);
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);
  const generation = useRef(0);
  // The listing the cards on screen belong to (undefined: the caller does not say, so every key starts over).
  const shownListing = useRef<string | undefined>(options.listing);
  const fetchRef = useRef(fetchPage);
  // The latest fetchPage, for loads started earlier (a ref is not written during render).
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  /** Loads the first page; `keepShown`: the same listing for another viewer, so the cards stay until it is in. */
  const loadFirst = useCallback(async (keepShown = false) => {
    const mine = ++generation.current;
    setErrorCode(null);
    // No "more" of the old answer while the new one loads: its cursor belongs to the old viewer's listing.
    setNextCursor(null);
    if (keepShown) setRefreshing(true);
    else {
      setLoading(true);
      setClips([]);
    }
    const page = await fetchRef.current(null);
    if (mine !== generation.current) return;
    // A page of cards is a big render: as a transition React draws it in slices and the main thread stays free
    // for input (the skeleton, or the cards shown before, stay until it is done).
    startTransition(() => {
      if (page.ok) {
        setClips(page.clipList);
        setNextCursor(page.nextCursor);
      } else {
        // The cards shown were someone else's listing: an error in their place, with its retry.
        setClips([]);
        setErrorCode(page.errorCode);
      }
      setLoading(false);
      setRefreshing(false);
    });
  }, []);

  useEffect(() => {
    if (loadedKey.current === key) return;
    const sameListing = options.listing !== undefined && options.listing === shownListing.current;
    shownListing.current = options.listing;
    loadedKey.current = null;
    void loadFirst(sameListing);
  }, [key, options.listing, loadFirst]);

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setErrorCode(null);
    const page = await fetchRef.current(nextCursor);
    if (mine !== generation.current) return;
    if (page.ok) {
      setClips((previous) => {
        const seen = new Set(previous.map((clip) => clip.internalClipId));
        return [...previous, ...page.clipList.filter((clip) => !seen.has(clip.internalClipId))];
      });
      setNextCursor(page.nextCursor);
    } else setErrorCode(page.errorCode);
    setLoadingMore(false);
  }, [nextCursor, loadingMore]);

  const reload = useCallback(() => loadFirst(), [loadFirst]);
  return { clips, loading, refreshing, loadingMore, errorCode, hasMore: nextCursor !== null, loadMore, reload };
}

export type KeysetClipList = ReturnType<typeof useKeysetClipList>;
