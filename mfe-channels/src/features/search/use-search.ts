import { callApiResult, useSession, type ApiErrorCode, type ChannelCard, type Clip } from '@clipyard/shared';
import { useEffect, useMemo, useRef, useState } from 'react';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; query: string; channelList: ChannelCard[]; clipList: Clip[]; nextCursor: string | null }
  | { status: 'error'; errorCode: ApiErrorCode };

export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * Debounced clipSearch for `query`. Every request carries a sequence number and only the newest one may land, so a
 * slow answer for an older query never replaces the results of a newer one. Channels blocked in this session (and
 * their clips) are left out here too: the server only knows an account's blocks, not a signed-out device's, and a
 * block made a moment ago must not wait for the next query. A `category` (ADR 0150) narrows the clips to it.
 */
export function useSearch(query: string, { limit, debounceMs = SUGGEST_DEBOUNCE_MS, category = null }: { limit: number; debounceMs?: number; category?: string | null }) {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const sequence = useRef(0);
  useEffect(() => {
    const q = query.trim();
    const mine = ++sequence.current;
    if (q === '') {
      setState({ status: 'idle' });
      return;
    }
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    const timer = setTimeout(() => {
      void callApiResult('client/search/clipSearch', { query: q, limit, ...(category ? { categorySlug: category } : {}) }).then((result) => {
        if (mine !== sequence.current) return;
        if (result.ok) setState({ status: 'ready', query: q, ...result.data });
        else setState({ status: 'error', errorCode: result.errorCode });
      });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, limit, debounceMs, category, attempt]);
  const blocked = useSession((s) => s.blockedChannels);
  const visible = useMemo((): SearchState => {
    if (state.status !== 'ready' || blocked.length === 0) return state;
    const isShown = (item: { channelLogin: string }) => !blocked.includes(item.channelLogin);
    return { ...state, channelList: state.channelList.filter(isShown), clipList: state.clipList.filter(isShown) };
  }, [state, blocked]);
  return { state: visible, retry: () => setAttempt((n) => n + 1) };
}

const RECENT_KEY = 'clipyard.recentSearches';
const RECENT_MAX = 8;

/** Recent searches, kept on this device only (localStorage), newest first. */
export function readRecentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): string[] {
  const q = query.trim();
  if (!q) return readRecentSearches();
  const next = [q, ...readRecentSearches().filter((v) => v !== q)].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    /* storage full or disabled: recent searches are a convenience */
  }
  return next;
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(RECENT_KEY);
  } catch {
    /* nothing to clear */
  }
}
