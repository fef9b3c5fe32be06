import { callApiResult, type ApiErrorCode, type ClipRequest } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

/** The streamer's pending clip requests (newest first) with keyset "load more". */
export function useClipRequests(enabled: boolean, key: string) {
  const [requests, setRequests] = useState<ClipRequest[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);

  const load = useCallback(async (from: string | null) => {
    setLoading(true);
    setErrorCode(null);
    const result = await callApiResult('client/clipRequests/getAllClipRequests', { status: 'pending', cursor: from });
    setLoading(false);
    if (!result.ok) return setErrorCode(result.errorCode);
    setRequests((previous) => (from ? [...previous, ...result.data.clipRequestList] : result.data.clipRequestList));
    setCursor(result.data.nextCursor);
  }, []);

  useEffect(() => {
    if (enabled) void load(null);
  }, [enabled, key, load]);

  const remove = useCallback((requestIds: string[] | 'all') => {
    setRequests((previous) => (requestIds === 'all' ? [] : previous.filter((request) => !requestIds.includes(request.requestId))));
  }, []);

  /**
   * One request as the server has it now (its preview became ready): read the first page again and replace only
   * that card, so the rest of the list, its decided tiles and the pages loaded after it stay where they are.
   */
  const refresh = useCallback(async (requestId: string) => {
    const result = await callApiResult('client/clipRequests/getAllClipRequests', { status: 'pending', cursor: null });
    if (!result.ok) return;
    const fresh = result.data.clipRequestList.find((request) => request.requestId === requestId);
    if (fresh) setRequests((previous) => previous.map((request) => (request.requestId === requestId ? fresh : request)));
  }, []);

  return { requests, loading, errorCode, hasMore: cursor !== null, loadMore: () => load(cursor), reload: () => load(null), remove, refresh };
}
