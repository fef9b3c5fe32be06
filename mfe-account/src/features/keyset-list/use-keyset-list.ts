import type { ApiErrorCode } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a keyset listing, or why it failed (a call's answer mapped by the list's owner). */
export type KeysetPage<T> = { ok: true; items: T[]; nextCursor: string | null } | { ok: false; errorCode: ApiErrorCode };

export interface KeysetListOptions<T> {
  enabled: boolean;
  /** Starts over when it changes (the uid): an answer for an older key is dropped, never shown to the next person. */
  key: string;
  /** Reads one page; stable (module level), as it is a dependency of the loaders. */
  fetchPage: (cursor: string | null) => Promise<KeysetPage<T>>;
  idOf: (item: T) => string;
  /** The list's order, kept when items arrive out of their page; absent: the pages' own order. */
  order?: (a: T, b: T) => number;
}

/** `more` added to `previous`: an item already listed keeps its place and state; then the list's order, if any. */
export function mergeKeyset<T>(previous: T[], more: T[], idOf: (item: T) => string, order?: (a: T, b: T) => number): T[] {
  const seen = new Set(previous.map(idOf));
  const all = [...previous, ...more.filter((item) => !seen.has(idOf(item)))];
  return order ? all.sort(order) : all;
}

/**
 * A signed-in person's own list, newest first, with keyset "load more" (My submissions, My reports): the first page when
 * enabled or when `key` changes, more pages on demand, each failure as an error code, and `setItems` for the owner's
 * local changes.
 */
export function useKeysetList<T>({ enabled, key, fetchPage, idOf, order }: KeysetListOptions<T>) {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);
  const generation = useRef(0);

  const loadFirst = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setErrorCode(null);
    const page = await fetchPage(null);
    if (mine !== generation.current) return;
    setLoading(false);
    if (!page.ok) return setErrorCode(page.errorCode);
    setItems(page.items);
    setCursor(page.nextCursor);
  }, [fetchPage]);

  const loadMore = useCallback(async () => {
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setErrorCode(null);
    const page = await fetchPage(cursor);
    if (mine !== generation.current) return;
    setLoadingMore(false);
    if (!page.ok) return setErrorCode(page.errorCode);
    setItems((previous) => mergeKeyset(previous, page.items, idOf, order));
    setCursor(page.nextCursor);
  }, [cursor, loadingMore, fetchPage, idOf, order]);

  useEffect(() => {
    if (!enabled) return;
    setItems([]);
    setCursor(null);
    void loadFirst();
  }, [enabled, key, loadFirst]);

  return { items, setItems, loading, loadingMore, errorCode, hasMore: cursor !== null, loadMore, reload: loadFirst };
}
