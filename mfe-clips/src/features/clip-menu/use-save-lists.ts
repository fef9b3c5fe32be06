import { callApiResult, type ApiErrorCode, type SavedList } from '@clipyard/shared';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type SaveListsState =
  | { kind: 'loading' }
  | { kind: 'error'; errorCode: ApiErrorCode }
  | { kind: 'ready'; lists: SavedList[]; maxLists: number };

/**
 * The viewer's lists for the Save dialog, each saying whether it holds `internalClipId` (getMyLists). `toggle` shows
 * the change at once and takes it back when the server refuses (answering the error code); `created` puts a list
 * made by the dialog in place, after "Saved".
 */
export function useSaveLists(open: boolean, internalClipId: string) {
  const [state, setState] = useState<SaveListsState>({ kind: 'loading' });
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setState({ kind: 'loading' });
    const result = await callApiResult('client/savedLists/getMyLists', { internalClipId });
    if (mine !== generation.current) return;
    setState(result.ok ? { kind: 'ready', lists: result.data.lists, maxLists: result.data.maxLists } : { kind: 'error', errorCode: result.errorCode });
  }, [internalClipId]);

  const onOpen = useEffectEvent(() => void load());
  useEffect(() => {
    if (open) onOpen();
  }, [open]);

  const setHasClip = (listId: string, hasClip: boolean, clipCount?: number) =>
    setState((s) => (s.kind === 'ready' ? { ...s, lists: s.lists.map((l) => (l.listId === listId ? { ...l, hasClip, clipCount: clipCount ?? l.clipCount } : l)) } : s));
  const setBusy = (listId: string, busy: boolean) =>
    setPending((p) => {
      const next = new Set(p);
      if (busy) next.add(listId);
      else next.delete(listId);
      return next;
    });

  const toggle = async (list: SavedList): Promise<ApiErrorCode | null> => {
    const isSaved = !list.hasClip;
    setHasClip(list.listId, isSaved);
    setBusy(list.listId, true);
    const result = await callApiResult('client/savedLists/setListClip', { listId: list.listId, internalClipId, isSaved });
    setBusy(list.listId, false);
    if (result.ok) {
      setHasClip(list.listId, isSaved, result.data.clipCount);
      return null;
    }
    setHasClip(list.listId, list.hasClip);
    return result.errorCode;
  };

  const created = (list: SavedList) =>
    setState((s) => (s.kind === 'ready' ? { ...s, lists: [s.lists[0], { ...list, hasClip: true }, ...s.lists.slice(1)] } : s));

  return { state, pending, toggle, created, reload: load };
}
