import { callApiResult, type ApiErrorCode, type MySubmission } from '@clipyard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The signed-in person's submissions, newest first, with keyset "show more" (getMySubmissions). `key` (the uid)
 * starts over when another person signs in; an answer for an older key is dropped, so one person's list never
 * lands on another's screen.
 */
export function useMySubmissions(enabled: boolean, key: string) {
  const [items, setItems] = useState<MySubmission[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);
  const generation = useRef(0);

  const loadFirst = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setErrorCode(null);
    const result = await callApiResult('client/userSubmission/getMySubmissions', {});
    if (mine !== generation.current) return;
    setLoading(false);
    if (!result.ok) return setErrorCode(result.errorCode);
    setItems(result.data.submissionList);
    setCursor(result.data.nextCursor);
  }, []);

  const loadMore = useCallback(async () => {
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setErrorCode(null);
    const result = await callApiResult('client/userSubmission/getMySubmissions', { cursor });
    if (mine !== generation.current) return;
    setLoadingMore(false);
    if (!result.ok) return setErrorCode(result.errorCode);
    setItems((previous) => {
      const seen = new Set(previous.map((item) => item.internalClipId));
      return [...previous, ...result.data.submissionList.filter((item) => !seen.has(item.internalClipId))];
    });
    setCursor(result.data.nextCursor);
  }, [cursor, loadingMore]);

  useEffect(() => {
    if (!enabled) return;
    setItems([]);
    setCursor(null);
    void loadFirst();
  }, [enabled, key, loadFirst]);

  /** One item changed here (a new title): the list shows it without asking the server again. */
  const update = useCallback((internalClipId: string, change: Partial<MySubmission>) => {
    setItems((previous) => previous.map((item) => (item.internalClipId === internalClipId ? { ...item, ...change } : item)));
  }, []);

  return { items, loading, loadingMore, errorCode, hasMore: cursor !== null, loadMore, reload: loadFirst, update };
}
