/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { sampleClip } from '../testing/sample-clip';
import { useKeysetClipList, type ClipPage } from './use-keyset-list';

const pageOf = (...ids: string[]): ClipPage => ({ ok: true, clipList: ids.map((id) => sampleClip({ internalClipId: id })), nextCursor: null });
const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

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

test('another key loads as before, and going back to the first key loads it afresh (never the other listing)', async () => {
  const fetchPage = jest.fn(async (cursor: string | null) => pageOf(`fetched-${cursor ?? 'first'}`));
  const { result, rerender } = renderHook(({ key }) => useKeysetClipList(key, fetchPage, () => pageOf('inlined')), { initialProps: { key: 'new/all' } });
  rerender({ key: 'top/all' });
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['fetched-first']);
  fetchPage.mockImplementation(async () => pageOf('new-again'));
  rerender({ key: 'new/all' });
  await waitFor(() => expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['new-again']));
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

test('without a first page (or with a failed one) the list loads through fetchPage', async () => {
  const fetchPage = jest.fn(async () => pageOf('fetched'));
  const { result } = renderHook(() => useKeysetClipList('k', fetchPage, () => ({ ok: false, errorCode: 'NETWORK_ERROR' })));
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.clips.map((clip) => clip.internalClipId)).toEqual(['fetched']));
  await act(async () => undefined);
  expect(fetchPage).toHaveBeenCalledTimes(1);
});
