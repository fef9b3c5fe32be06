import { callApiResult, type ApiErrorCode, type SavedList } from '@clipyard/shared';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type MyListsState = { kind: 'loading' } | { kind: 'error'; errorCode: ApiErrorCode } | { kind: 'ready'; lists: SavedList[] };

/** The signed-in person's lists ("Saved" first) with their counts; starts over when `key` (the uid) changes. */
export function useMyLists(enabled: boolean, key: string) {
  const [state, setState] = useState<MyListsState>({ kind: 'loading' });
  const generation = useRef(0);
  const load = useCallback(async () => {
    const mine = ++generation.current;
    setState({ kind: 'loading' });
    const result = await callApiResult('client/savedLists/getMyLists', {});
    if (mine !== generation.current) return;
    setState(result.ok ? { kind: 'ready', lists: result.data.lists } : { kind: 'error', errorCode: result.errorCode });
  }, []);
  const onChange = useEffectEvent(() => void load());
  useEffect(() => {
    if (enabled) onChange();
  }, [enabled, key]);
  return { state, reload: load };
}
