import { callApiResult, type ApiErrorCode, type CollectionSummary } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export type ClipCollectionsState =
  | { status: 'loading' }
  | { status: 'error'; errorCode: ApiErrorCode }
  | { status: 'ready'; collections: CollectionSummary[]; holding: Set<string> };

type Outcome = { ok: true } | { ok: false; errorCode: ApiErrorCode };

/**
 * The streamer's collections and which hold one clip (getMyCollections with the clip named). `set` ticks or unticks
 * at once and sends addCollectionClips / removeCollectionClip; a refusal puts the tick back. `create` makes a
 * collection and adds the clip to it.
 */
export function useClipCollections(internalClipId: string) {
  const [state, setState] = useState<ClipCollectionsState>({ status: 'loading' });
  const [pending, setPending] = useState<Set<string>>(new Set());

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/collections/getMyCollections', { internalClipId });
    setState(
      result.ok
        ? { status: 'ready', collections: result.data.collectionList, holding: new Set(result.data.collectionIdsWithClip ?? []) }
        : { status: 'error', errorCode: result.errorCode },
    );
  }, [internalClipId]);
  useEffect(() => {
    void load();
  }, [load]);

  const tick = (collectionId: string, on: boolean) =>
    setState((s) => {
      if (s.status !== 'ready') return s;
      const holding = new Set(s.holding);
      if (on) holding.add(collectionId);
      else holding.delete(collectionId);
      return { ...s, holding };
    });
  const busy = (collectionId: string, on: boolean) =>
    setPending((p) => {
      const next = new Set(p);
      if (on) next.add(collectionId);
      else next.delete(collectionId);
      return next;
    });

  const set = async (collection: CollectionSummary, inIt: boolean): Promise<Outcome> => {
    const { collectionId } = collection;
    tick(collectionId, inIt);
    busy(collectionId, true);
    const result = inIt
      ? await callApiResult('client/collections/addCollectionClips', { collectionId, internalClipIdList: [internalClipId] })
      : await callApiResult('client/collections/removeCollectionClip', { collectionId, internalClipId });
    busy(collectionId, false);
    if (!result.ok) {
      tick(collectionId, !inIt);
      return result;
    }
    const updated = result.data.collection;
    setState((s) => (s.status === 'ready' ? { ...s, collections: s.collections.map((c) => (c.collectionId === collectionId ? { ...c, clipCount: updated.clipCount } : c)) } : s));
    return { ok: true };
  };

  /** Makes the collection, then adds the clip; the collection stays listed (unticked) when only the add is refused. */
  const create = async (titles: { titleEn: string; titleJa: string }): Promise<{ step: 'done' } | { step: 'create' | 'add'; errorCode: ApiErrorCode }> => {
    const made = await callApiResult('client/collections/createCollection', titles);
    if (!made.ok) return { step: 'create', errorCode: made.errorCode };
    const { collection } = made.data;
    setState((s) => (s.status === 'ready' ? { ...s, collections: [...s.collections, collection] } : s));
    const outcome = await set(collection, true);
    return outcome.ok ? { step: 'done' } : { step: 'add', errorCode: outcome.errorCode };
  };

  return { state, pending, reload: load, set, create };
}
