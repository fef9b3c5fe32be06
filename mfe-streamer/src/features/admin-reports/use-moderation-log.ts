import { callApiResult, type ModerationLogEntry } from '@clipyard/shared';
import { useCallback } from 'react';
import { toPage, useCursorList, type FetchPage } from '../cursor-list';

/** What getModerationLog filters by (cursor and limit are the hook's). */
export interface ModerationLogQuery {
  moderatorUserName?: string;
  action?: ModerationLogEntry['action'];
  targetKey?: string;
  from?: string;
  until?: string;
}

/**
 * The moderation log for a query, newest first, in keyset pages ("Load more"). Loads when `enabled` (a closed
 * disclosure loads nothing) and again whenever the query changes; an answer for a query that is no longer the
 * current one is dropped, so quickly changed filters never show the previous filter's entries.
 */
export function useModerationLog(query: ModerationLogQuery, enabled = true) {
  // Keyed by the query's text, not the object: a caller may build a new but equal query on every render.
  const key = JSON.stringify(query);
  const fetchPage = useCallback<FetchPage<ModerationLogEntry>>(
    async (cursor) => toPage(await callApiResult('client/admin/getModerationLog', { ...(JSON.parse(key) as ModerationLogQuery), cursor }), (data) => ({ items: data.entryList, nextCursor: data.nextCursor })),
    [key],
  );
  return useCursorList(fetchPage, enabled);
}
