import type { ApiErrorCode } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a keyset list: its items and the cursor of the page after it (null: nothing follows). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export type PageResult<T> = { ok: true; page: CursorPage<T> } | { ok: false; errorCode: ApiErrorCode };

/** Fetches the page after `cursor`; undefined asks for the first page. */
export type FetchPage<T> = (cursor: string | undefined) => Promise<PageResult<T>>;

export type CursorListState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; errorCode: ApiErrorCode }
  | { status: 'ready'; items: T[]; nextCursor: string | null; loadingMore: boolean; moreErrorCode: ApiErrorCode | null };

/** An API answer as a page: `pick` says which field is the list and which the cursor. */
export function toPage<D, T>(result: { ok: true; data: D } | { ok: false; errorCode: ApiErrorCode }, pick: (data: D) => CursorPage<T>): PageResult<T> {
  return result.ok ? { ok: true, page: pick(result.data) } : { ok: false, errorCode: result.errorCode };
}

/**
 * A list read in keyset pages ("Load more"). It loads when `enabled` (a closed disclosure loads nothing) and again
 * whenever `fetchPage` changes (keep it in useCallback, keyed by what it asks for); an answer for an earlier
 * `fetchPage` is dropped, so a quickly changed view or filter never shows the previous one's rows.
 */
export function useCursorList<T>(fetchPage: FetchPage<T>, enabled = true) {
  const [state, setState] = useState<CursorListState<T>>(enabled ? { status: 'loading' } : { status: 'idle' });
  const current = useRef(0);

  const reload = useCallback(async () => {
    const ticket = ++current.current;
    setState({ status: 'loading' });
    const result = await fetchPage(undefined);
    if (ticket !== current.current) return;
    setState(result.ok ? { status: 'ready', ...result.page, loadingMore: false, moreErrorCode: null } : { status: 'error', errorCode: result.errorCode });
  }, [fetchPage]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  /**
   * Appends the next page. A failed page keeps the rows and the cursor, so trying again asks for the same page; it
   * resolves to the failure's code (for a list that says so in a notification), else null.
   */
  const loadMore = useCallback(async (): Promise<ApiErrorCode | null> => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return null;
    const ticket = current.current;
    setState((s) => (s.status === 'ready' ? { ...s, loadingMore: true, moreErrorCode: null } : s));
    const result = await fetchPage(state.nextCursor);
    if (ticket !== current.current) return null;
    // From the state as it is now: a row that left meanwhile (decided, lifted) stays gone.
    setState((s) => {
      if (s.status !== 'ready') return s;
      if (!result.ok) return { ...s, loadingMore: false, moreErrorCode: result.errorCode };
      return { ...s, items: [...s.items, ...result.page.items], nextCursor: result.page.nextCursor, loadingMore: false, moreErrorCode: null };
    });
    return result.ok ? null : result.errorCode;
  }, [fetchPage, state]);

  /**
   * Changes the rows shown without a reload (an item decided leaves the list). The cursor stays: it is the sort key
   * of the last row fetched, not a position, so the next page still starts right after it.
   */
  const updateItems = useCallback((change: (items: T[]) => T[]) => {
    setState((s) => (s.status === 'ready' ? { ...s, items: change(s.items) } : s));
  }, []);

  // Every row shown has left (all decided) while more follow: the next page comes by itself, rather than the list
  // saying it is empty above a "Load more". A failed page waits for the button.
  const ranOut = state.status === 'ready' && state.items.length === 0 && state.nextCursor !== null && !state.loadingMore && state.moreErrorCode === null;
  useEffect(() => {
    if (ranOut) void loadMore();
  }, [ranOut, loadMore]);

  return { state, reload, loadMore, updateItems };
}
