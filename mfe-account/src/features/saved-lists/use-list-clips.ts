import { callApiResult, type ApiErrorCode, type Clip, type SavedList } from '@clipyard/shared';
import { useCallback, useState } from 'react';
import { useKeysetList, type KeysetPage } from '../keyset-list';

const idOf = (clip: Clip) => clip.internalClipId;

/**
 * One list's clips, last saved first, with keyset "show more" (getListClips), and the list itself as the server
 * last described it (name, count). `remove` takes a clip out at once and puts it back when the server refuses.
 */
export function useListClips(enabled: boolean, uid: string, listId: string) {
  const [list, setList] = useState<SavedList | null>(null);
  const fetchPage = useCallback(
    async (cursor: string | null): Promise<KeysetPage<Clip>> => {
      const result = await callApiResult('client/savedLists/getListClips', cursor ? { listId, cursor } : { listId });
      if (!result.ok) return result;
      setList(result.data.list);
      return { ok: true, items: result.data.clipList, nextCursor: result.data.nextCursor };
    },
    [listId],
  );
  const { setItems, ...clips } = useKeysetList({ enabled, key: `${uid}:${listId}`, fetchPage, idOf });

  const remove = async (clip: Clip): Promise<ApiErrorCode | null> => {
    let index = -1;
    setItems((previous) => {
      index = previous.findIndex((c) => c.internalClipId === clip.internalClipId);
      return previous.filter((c) => c.internalClipId !== clip.internalClipId);
    });
    const result = await callApiResult('client/savedLists/setListClip', { listId, internalClipId: clip.internalClipId, isSaved: false });
    if (result.ok) {
      setList((l) => (l ? { ...l, clipCount: result.data.clipCount } : l));
      return null;
    }
    setItems((previous) => (previous.some((c) => c.internalClipId === clip.internalClipId) ? previous : [...previous.slice(0, Math.max(index, 0)), clip, ...previous.slice(Math.max(index, 0))]));
    return result.errorCode;
  };

  return { ...clips, list, setList, remove };
}
