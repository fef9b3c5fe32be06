import { callApiResult, type ApiErrorCode, type Clip } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

/** The streamer's clips (getChannelClips), reloadable, with local edits after a rename or delete. */
export function useChannelClips(channelLogin: string) {
  const [clips, setClips] = useState<Clip[]>([]);
  const [isTruncated, setTruncated] = useState(false);
  const [loading, setLoading] = useState(true);
  const [errorCode, setErrorCode] = useState<ApiErrorCode | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    setErrorCode(null);
    const result = await callApiResult('client/clipManage/getChannelClips', {});
    setLoading(false);
    if (!result.ok) return setErrorCode(result.errorCode);
    setClips(result.data.clipList);
    setTruncated(result.data.isTruncated);
  }, []);

  useEffect(() => {
    void reload();
  }, [channelLogin, reload]);

  const removeIds = useCallback((ids: string[]) => setClips((list) => list.filter((clip) => !ids.includes(clip.internalClipId))), []);
  const renameLocal = useCallback(
    (id: string, clipTitle: string) => setClips((list) => list.map((clip) => (clip.internalClipId === id ? { ...clip, clipTitle } : clip))),
    [],
  );
  /** A clip as an answer gave it back (a new thumbnail's mediaVersion). */
  const replaceLocal = useCallback((next: Clip) => setClips((list) => list.map((clip) => (clip.internalClipId === next.internalClipId ? next : clip))), []);
  return { clips, isTruncated, loading, errorCode, reload, removeIds, renameLocal, replaceLocal };
}
