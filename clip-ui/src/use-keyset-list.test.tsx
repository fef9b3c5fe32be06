import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { queryClient } from '@clipyard/shared';
import { sampleClip } from '@clipyard/testing';
import { useKeysetClipList, type ClipPage } from './use-keyset-list';

const pageOf = (...ids: string[]): ClipPage => ({ ok: true, clipList: ids.map((id) => sampleClip({ internalClipId: id })), nextCursor: null });
const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

// One cache for the page, so one per test: a listing cached by the last test is not this one's answer.
afterEach(() => queryClient.clear());

test('a first page in hand is on screen in the first render: no loading state, no request, even in StrictMode', () => {
  const fetchPage = jest.fn(async () => pageOf('fetched'));
  const renders: Array<{ loading: boolean; ids: string[] }> = [];
  renderHook(
    () => {
      const list = useKeysetClipList('new/all', fetchPage, () => pageOf('inlined1', 'inlined2'));
      renders.push({ loading: list.loading, ids: list.clips.map((clip) => clip.internalClipId) });
      return list;
    },
    { wrapper: strict },
  );
  expect(renders[0]).toEqual({ loading: false, ids: ['inlined1', 'inlined2'] });
  expect(renders.every((r) => !r.loading)).toBe(true);
  expect(fetchPage).not.toHaveBeenCalled();
});

test('another key loads as before; going back shows the first from the cache, and reload asks again', async () => {
  const fetchPage = jest.fn(async (cursor: string | null) => pageOf(`fetched-${cursor ?? 'first'}`));
  const { result, rerender } = renderHook(({ key }) => useKeysetClipList(key, fetchPage, () => pageOf('inlined')), { initialProps: { key: 'new/all' } });
  rerender({ key: 'top/all' });
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['fetched-first']);
  fetchPage.mockImplementation(async () => pageOf('new-again'));
  rerender({ key: 'new/all' });
  // Never the other listing's cards, never a skeleton: the listing as it was left, at once.
  expect(result.current.loading).toBe(false);
  expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['inlined']);
  expect(fetchPage).toHaveBeenCalledTimes(1);
  await act(async () => result.current.reload());
  await waitFor(() => expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['new-again']));
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

test('a clip liked elsewhere shows its new count when the list is shown again from the cache', async () => {
  const fetchPage = jest.fn(async () => pageOf('c1', 'c2'));
  const { result, unmount } = renderHook(() => useKeysetClipList('new/all', fetchPage));
  await waitFor(() => expect(result.current.clips).toHaveLength(2));
  unmount();
  const [[queryKey]] = queryClient.getQueriesData({});
  queryClient.setQueryData(queryKey, (data: { pages: Array<{ items: Array<{ internalClipId: string; likeCount: number }> }> }) => ({
    ...data,
    pages: [{ ...data.pages[0], items: data.pages[0].items.map((clip) => (clip.internalClipId === 'c2' ? { ...clip, likeCount: 99 } : clip)) }],
  }));
  const again = renderHook(() => useKeysetClipList('new/all', fetchPage));
  expect(again.result.current.clips.map((clip) => clip.likeCount)).toEqual([sampleClip().likeCount, 99]);
  expect(fetchPage).toHaveBeenCalledTimes(1);
});

test('without a first page (or with a failed one) the list loads through fetchPage', async () => {
  const fetchPage = jest.fn(async () => pageOf('fetched'));
  const { result } = renderHook(() => useKeysetClipList('k', fetchPage, () => ({ ok: false, errorCode: 'NETWORK_ERROR' })));
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['fetched']));
  await act(async () => undefined);
  expect(fetchPage).toHaveBeenCalledTimes(1);
});

test('the same listing for a new viewer (the session arriving) keeps its cards on screen until the new page is in', async () => {
  let answer: (page: ClipPage) => void = () => undefined;
  const fetchPage = jest.fn(() => new Promise<ClipPage>((resolve) => (answer = resolve)));
  const renders: Array<{ loading: boolean; ids: string[] }> = [];
  const { result, rerender } = renderHook(
    ({ uid }) => {
      const list = useKeysetClipList(`new/all/${uid}`, fetchPage, () => pageOf('a', 'b'), { listing: 'new/all' });
      renders.push({ loading: list.loading, ids: list.clips.map((clip) => clip.internalClipId) });
      return list;
    },
    { initialProps: { uid: '' } },
  );
  rerender({ uid: 'u1' });
  await waitFor(() => expect(result.current.refreshing).toBe(true));
  // Never a skeleton, never an empty grid in between.
  expect(renders.every((r) => !r.loading && r.ids.length === 2)).toBe(true);
  expect(result.current.hasMore).toBe(false);
  await act(async () => answer(pageOf('b', 'c')));
  await waitFor(() => expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['b', 'c']));
  expect(result.current.refreshing).toBe(false);
  expect(renders.every((r) => !r.loading && r.ids.length === 2)).toBe(true);
});

test('another listing still starts over, and a failed refresh shows its error in place of the old cards', async () => {
  const fetchPage = jest.fn(async (): Promise<ClipPage> => ({ ok: false, errorCode: 'NETWORK_ERROR' }));
  const { result, rerender } = renderHook(({ sort, uid }) => useKeysetClipList(`${sort}/all/${uid}`, fetchPage, () => pageOf('a'), { listing: `${sort}/all` }), {
    initialProps: { sort: 'new', uid: '' },
  });
  rerender({ sort: 'new', uid: 'u1' });
  await waitFor(() => expect(result.current.errorCode).toBe('NETWORK_ERROR'));
  expect(result.current.clips).toEqual([]);
  fetchPage.mockImplementation(async () => pageOf('top1'));
  rerender({ sort: 'top', uid: 'u1' });
  expect(result.current.loading).toBe(true);
  expect(result.current.clips).toEqual([]);
  await waitFor(() => expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['top1']));
});
