import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiErrorCode } from '../api';
import type { Clip } from '../contract';

export type ClipPage = { ok: true; clipList: Clip[]; nextCursor: string | null } | { ok: false; errorCode: ApiErrorCode };

/**
 * Keyset pagination state for a clip listing: `fetchPage(cursor)` asks for one page. Changing `key` (sort,
 * period, channel) starts over; answers of an older key are dropped so a slow first request never overwrites a
 * newer one. `hiddenChannels` filters out blocked channels locally too (signed-out blocks are local only).
 *
 * `firstPage`, read once when the list mounts: a first page already in hand (the HTML host's inlined answer, ADR
 * 0093). The list starts with it, in its first render: no loading state, no skeleton drawn and replaced a moment
 * later (issue 13: that was a render, its styles and a layout for nothing).
 */
export function useKeysetClipList(key: string, fetchPage: (cursor: string | null) => Promise<ClipPage>, firstPage?: () => ClipPage | null) {
  const [initial] = useState(() => {
    const page = firstPage?.() ?? null;
    return page?.ok ? page : null;
  });
  // The key the first page belongs to: its first load is already done (also when React runs the effect twice).
  const loadedKey = useRef<string | null>(initial ? key : null);
  const [clips, setClips] = useState<Clip[]>(() => initial?.clipList ?? []);
  const [nextCursor, setNextCursor] = useState<string | null>(() => initial?.nextCursor ?? null);
  const [loading, setLoading] = useState(!initial);
  const [loadingMore, setLoadingMore] = useState(false);
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  // The latest fetchPage, for loads started earlier (a ref is not written during render).
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  const loadFirst = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setErrorCode(null);
    setClips([]);
    setNextCursor(null);
    const page = await fetchRef.current(null);
    if (mine !== generation.current) return;
    // A page of cards is a big render: as a transition React draws it in slices and the main thread stays free
    // for input (the skeleton stays until it is done).
    startTransition(() => {
      if (page.ok) {
        setClips(page.clipList);
        setNextCursor(page.nextCursor);
      } else setErrorCode(page.errorCode);
      setLoading(false);
    });
  }, []);

  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = null;
    void loadFirst();
  }, [key, loadFirst]);

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

  return { clips, loading, loadingMore, errorCode, hasMore: nextCursor !== null, loadMore, reload: loadFirst };
}

export type KeysetClipList = ReturnType<typeof useKeysetClipList>;
