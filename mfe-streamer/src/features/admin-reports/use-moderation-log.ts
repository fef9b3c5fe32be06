import { callApiResult, type ApiErrorCode, type ModerationLogEntry } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What getModerationLog filters by (cursor and limit are the hook's). */
export interface ModerationLogQuery {
  moderatorUserName?: string;
  action?: ModerationLogEntry['action'];
  targetKey?: string;
  from?: string;
  until?: string;
}

export type ModerationLogState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; errorCode: ApiErrorCode }
  | { status: 'ready'; entries: ModerationLogEntry[]; nextCursor: string | null; loadingMore: boolean; moreErrorCode: ApiErrorCode | null };

/**
 * The moderation log for a query, newest first, in keyset pages ("Load more"). Loads when `enabled` (a closed
 * disclosure loads nothing) and again whenever the query changes; an answer for a query that is no longer the
 * current one is dropped, so quickly changed filters never show the previous filter's entries.
 */
export function useModerationLog(query: ModerationLogQuery, enabled = true) {
  const [state, setState] = useState<ModerationLogState>({ status: 'idle' });
  const key = JSON.stringify(query);
  const current = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++current.current;
    setState({ status: 'loading' });
    const result = await callApiResult('client/admin/getModerationLog', JSON.parse(key) as ModerationLogQuery);
    if (ticket !== current.current) return;
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    setState({ status: 'ready', entries: result.data.entryList, nextCursor: result.data.nextCursor, loadingMore: false, moreErrorCode: null });
  }, [key]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    const ticket = current.current;
    setState({ ...state, loadingMore: true, moreErrorCode: null });
    const result = await callApiResult('client/admin/getModerationLog', { ...(JSON.parse(key) as ModerationLogQuery), cursor: state.nextCursor });
    if (ticket !== current.current) return;
    // A failed page keeps the entries shown and the cursor, so "Load more" tries the same page again.
    if (!result.ok) return setState({ ...state, loadingMore: false, moreErrorCode: result.errorCode });
    setState({ ...state, entries: [...state.entries, ...result.data.entryList], nextCursor: result.data.nextCursor, loadingMore: false, moreErrorCode: null });
  }, [key, state]);

  return { state, reload: load, loadMore };
}
