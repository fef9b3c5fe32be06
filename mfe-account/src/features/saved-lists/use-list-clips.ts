import { callApiResult, type ApiErrorCode, type Clip, type SavedList } from '@clipyard/shared';
import { useCallback, useRef, useState } from 'react';
import { useKeysetList, type KeysetPage } from '../keyset-list';

const idOf = (clip: Clip) => clip.internalClipId;

/** `clips` with `clip` taken out and put back at `toIndex`, as the server will have it. */
export function movedTo(clips: Clip[], clip: Clip, toIndex: number): Clip[] {
  const rest = clips.filter((c) => c.internalClipId !== clip.internalClipId);
  rest.splice(Math.min(Math.max(toIndex, 0), rest.length), 0, clip);
  return rest;
}

/**
 * One list's clips in the list's order, with keyset "show more" (getListClips), and the list itself as the server
 * last described it (name, count). `remove` takes a clip out at once and puts it back when the server refuses.
 * `move` shows the new order at once and sends it as "after this clip" (moveListClip): moves are sent one after
 * the other, so Move down pressed three times quickly makes three moves in that order; a refused move reads the
 * list again (what the server has is then shown, later moves included).
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

  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const move = (clip: Clip, toIndex: number): Promise<ApiErrorCode | null> => {
    const next = movedTo(clips.items, clip, toIndex);
    const at = next.findIndex((c) => c.internalClipId === clip.internalClipId);
    // The neighbour above in what the page shows: clips hidden from the person keep their stored places around it.
    const afterClipId = at === 0 ? null : next[at - 1].internalClipId;
    setItems(next);
    const done = chain.current.then(async () => {
      const result = await callApiResult('client/savedLists/moveListClip', { listId, internalClipId: clip.internalClipId, afterClipId });
      if (result.ok) return null;
      await clips.reload();
      return result.errorCode;
    });
    chain.current = done;
    return done;
  };

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

  return { ...clips, list, setList, remove, move };
}
