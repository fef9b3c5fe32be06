import { hashKey, QueryClient, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { CallPath } from '../contract';
import { onCallSucceeded } from './call-api';
import type { ApiErrorCode } from './errors';

/**
 * Server state, one cache for the page (issue 21 item 2, ADR 0153): the shell and every remote read listings through
 * this one QueryClient, so a like on the clip page changes the frontpage's card, and going back shows the listing it
 * left without asking again. TanStack Query is no federation shared module: the kernel is (one instance), and the
 * hooks below hand it this client themselves, so no provider and no second copy of the library can split the cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Fresh for 30 s: Back to a page within that shows what it left; later it shows it and refreshes behind it.
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      // callApi already retries what is worth retrying (network, 429, 503); a second layer would multiply them.
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
});

/** Whose answers the cache holds: the signed-in uid, '' when signed out. Every query key starts with it. */
let viewer = '';
const viewerListeners = new Set<() => void>();

/**
 * The session calls this as the signed-in user changes (sign-in, sign-out, account switch), before the new user's
 * state reaches any component: every answer fetched for someone else is dropped, so none is shown to this viewer.
 * A token refresh of the same user changes nothing.
 */
export function setQueryViewer(uid: string | null) {
  const next = uid ?? '';
  if (next === viewer) return;
  viewer = next;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== next });
  for (const listener of viewerListeners) listener();
}

const subscribeViewer = (listener: () => void) => {
  viewerListeners.add(listener);
  return () => viewerListeners.delete(listener);
};
const currentViewer = () => viewer;

/** The viewer the cache holds answers for (see setQueryViewer). */
export function useQueryViewer(): string {
  return useSyncExternalStore(subscribeViewer, currentViewer, currentViewer);
}

/** A call's failure as a thrown value (TanStack Query's error channel), carrying the contract's error code. */
export class CallFailedError extends Error {
  constructor(readonly errorCode: ApiErrorCode) {
    super(errorCode);
  }
}

export type ListPage<T> = { ok: true; items: T[]; nextCursor: string | null } | { ok: false; errorCode: ApiErrorCode };

export interface ViewerListOptions<T> {
  /** What the list is (the call and its arguments); the viewer is added in front. */
  key: readonly unknown[];
  /** The part of the key that names the listing without who looks at it: the same listing for a new viewer keeps
   *  the items on screen while it loads again (`isPlaceholderData`). */
  listing: string;
  fetchPage: (cursor: string | null) => Promise<ListPage<T>>;
  /** A first page already in hand (the HTML host's inlined answer): the cache starts with it, nothing is fetched. */
  firstPage?: ListAnswer<T>;
}

/** One page as the cache holds it. */
export interface ListAnswer<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A keyset-paged listing in the one cache, keyed [viewer, 'list', listing, ...key]. Pages that fail throw a
 * CallFailedError (the query's error), so a failed "more" keeps the pages already shown.
 */
export function useViewerListQuery<T>({ key, listing, fetchPage, firstPage }: ViewerListOptions<T>) {
  const viewerNow = useQueryViewer();
  const queryKey = [viewerNow, 'list', listing, ...key];
  const query = useInfiniteQuery<ListAnswer<T>, CallFailedError, InfiniteData<ListAnswer<T>, string | null>, readonly unknown[], string | null>(
    {
      queryKey,
      queryFn: async ({ pageParam }) => {
        const page = await fetchPage(pageParam);
        if (!page.ok) throw new CallFailedError(page.errorCode);
        return { items: page.items, nextCursor: page.nextCursor };
      },
      initialPageParam: null,
      getNextPageParam: (last) => last.nextCursor,
      initialData: firstPage ? { pages: [firstPage], pageParams: [null] } : undefined,
      // The same listing for another viewer (the session arriving, an account switch): what was on screen stays.
      placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === listing ? previous : undefined),
    },
    queryClient,
  );
  /** Starts the listing over (its pages dropped, the first one asked again): a retry after an error. */
  const { reset } = useCachedEntry(queryKey);
  return { query, reset };
}

/**
 * The cache entry of `queryKey`, found again by its hash (TanStack's own, as the cache compares keys): the key is
 * rebuilt on every render, the callbacks follow the hash. `reset` starts it over (its answer dropped, asked again).
 */
function useCachedEntry(queryKey: readonly unknown[]) {
  const keyHash = hashKey(queryKey);
  const matches = useCallback((cached: { queryHash: string }) => cached.queryHash === keyHash, [keyHash]);
  const reset = useCallback(() => queryClient.resetQueries({ predicate: matches }), [matches]);
  return { matches, reset };
}

/** One answer of a call, or why it failed (a call's result mapped by its reader). */
export type OneAnswer<T> = { ok: true; data: T } | { ok: false; errorCode: ApiErrorCode };

export interface ViewerQueryOptions<T> {
  /** The call the answer comes from, then its arguments: the cache key after the viewer. */
  key: readonly [CallPath, ...unknown[]];
  fetch: () => Promise<OneAnswer<T>>;
  /**
   * The writes whose success makes this answer stale, whichever remote makes them (a streamer's channel edit, for
   * the channel page): it is asked again when next shown, at once while on screen.
   */
  changedBy?: readonly CallPath[];
}

/**
 * One answer in the one cache (issue 21 item 2), keyed [viewer, 'one', call, ...arguments]: a page shown again within
 * 30 s shows it at once, another viewer never sees it, and the calls in `changedBy` make it stale. A failure is the
 * query's CallFailedError. `reset` starts it over (loading, asked again: a retry after an error); `update` changes
 * the cached answer after a write this page made and the server accepted (SPEC section 4: only after success).
 */
export function useViewerQuery<T>({ key, fetch, changedBy = [] }: ViewerQueryOptions<T>) {
  const viewerNow = useQueryViewer();
  const queryKey = [viewerNow, 'one', ...key];
  const query = useQuery<T, CallFailedError>(
    {
      queryKey,
      queryFn: async () => {
        const answer = await fetch();
        if (!answer.ok) throw new CallFailedError(answer.errorCode);
        return answer.data;
      },
      meta: { changedBy },
      // The same call for another viewer (the session arriving after the first render, an account switch): what was
      // on screen stays while it is asked again, no loading state in between.
      placeholderData: (previous, previousQuery) => (previousQuery && hashKey(previousQuery.queryKey.slice(1)) === hashKey(queryKey.slice(1)) ? previous : undefined),
    },
    queryClient,
  );
  const { matches, reset } = useCachedEntry(queryKey);
  const update = useCallback((change: (data: T) => T) => queryClient.setQueriesData<T>({ predicate: matches }, (data) => (data === undefined ? data : change(data))), [matches]);
  return { query, reset, update };
}

// A write that succeeded, from any remote, makes stale the answers that named it in `changedBy`.
onCallSucceeded((path) => {
  void queryClient.invalidateQueries({ predicate: (query) => ((query.meta?.changedBy as readonly string[] | undefined) ?? []).includes(path) });
});

/** The clip fields a like changes. */
interface LikedFields {
  internalClipId: string;
  likeCount: number;
}

const isLikedFields = (value: unknown, internalClipId: string): value is LikedFields =>
  typeof value === 'object' && value !== null && (value as Partial<LikedFields>).internalClipId === internalClipId && typeof (value as Partial<LikedFields>).likeCount === 'number';

/** Copies `value` with every clip `internalClipId` in it patched; the same object where nothing changed. */
function patchClips(value: unknown, internalClipId: string, likeCount: number, depth: number): unknown {
  if (depth > 6 || typeof value !== 'object' || value === null) return value;
  if (isLikedFields(value, internalClipId)) return value.likeCount === likeCount ? value : { ...value, likeCount };
  if (Array.isArray(value)) {
    const next = value.map((item) => patchClips(item, internalClipId, likeCount, depth + 1));
    return next.some((item, index) => item !== value[index]) ? next : value;
  }
  let changed = false;
  const entries = Object.entries(value).map(([name, item]) => {
    const patched = patchClips(item, internalClipId, likeCount, depth + 1);
    if (patched !== item) changed = true;
    return [name, patched] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * A like the server accepted: every cached answer holding that clip (grids, channel pages, the clip page) shows the
 * server's new count. Only after success (SPEC section 4: the caches change once the call succeeded).
 */
export function patchCachedClip(internalClipId: string, likeCount: number) {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    const patched = patchClips(data, internalClipId, likeCount, 0);
    // The answer keeps its age: a like renews no listing's 30 s of freshness (its other cards are as old as before).
    if (patched !== data) queryClient.setQueryData(query.queryKey, patched, { updatedAt: dataUpdatedAt });
  }
}
