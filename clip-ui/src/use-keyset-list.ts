import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useViewerListQuery, type ApiErrorCode, type Clip, type ListPage } from '@clipyard/shared';

export type ClipPage = { ok: true; clipList: Clip[]; nextCursor: string | null } | { ok: false; errorCode: ApiErrorCode };

const asListPage = (page: ClipPage): ListPage<Clip> => (page.ok ? { ok: true, items: page.clipList, nextCursor: page.nextCursor } : page);

/**
 * Keyset pagination of a clip listing, in the platform's one server-state cache (issue 21 item 2, ADR 0153):
 * `fetchPage(cursor)` asks for one page. Changing `key` (sort, period, channel) shows that listing; going back to a
 * key shows its pages from the cache (a like since then already counted in them) and asks again only once they are
 * 30 s old. `hiddenChannels` filters out blocked channels locally too (signed-out blocks are local only).
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
  const [seed] = useState(() => {
    const page = firstPage?.() ?? null;
    return page?.ok ? { key, page: { items: page.clipList, nextCursor: page.nextCursor } } : null;
  });
  const { query, reset } = useViewerListQuery<Clip>({
    key: ['clip-list', key],
    listing: options.listing ?? key,
    fetchPage: async (cursor) => asListPage(await fetchPage(cursor)),
    // The inlined page belongs to the key the list mounted with only.
    firstPage: seed?.key === key ? seed.page : undefined,
  });
  const { data, status, error, isPlaceholderData, isFetchingNextPage, hasNextPage, fetchNextPage } = query;

  const state = useMemo(() => {
    const seen = new Set<string>();
    const clips: Clip[] = [];
    for (const page of data?.pages ?? []) {
      for (const clip of page.items) {
        if (seen.has(clip.internalClipId)) continue;
        seen.add(clip.internalClipId);
        clips.push(clip);
      }
    }
    return {
      clips,
      loading: status === 'pending' && !isPlaceholderData,
      refreshing: isPlaceholderData,
      loadingMore: isFetchingNextPage,
      errorCode: error?.errorCode ?? null,
      // No "more" of a placeholder: its cursor belongs to the old viewer's listing.
      hasMore: !isPlaceholderData && hasNextPage,
    };
  }, [data, status, error, isPlaceholderData, isFetchingNextPage, hasNextPage]);
  // A page of cards is a big render: deferred, React draws it in slices and the main thread stays free for input (the
  // skeleton, or the cards shown before, stay until it is done). The whole state at once, so a list never reads as
  // "loaded" with the old, empty cards.
  const shown = useDeferredValue(state);

  const loadMore = useCallback(async () => {
    if (!state.hasMore || state.loadingMore) return;
    await fetchNextPage();
  }, [state.hasMore, state.loadingMore, fetchNextPage]);
  return { ...shown, loadMore, reload: reset };
}

export type KeysetClipList = ReturnType<typeof useKeysetClipList>;
