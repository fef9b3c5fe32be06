import { callApiResult, useSession, type ApiErrorCode, type CollectionDetail } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; collection: CollectionDetail }
  | { status: 'not-found' }
  | { status: 'error'; errorCode: ApiErrorCode };

/** One collection of a channel as a visitor reads it; read again when the reader signs in or out (their blocks). */
export function useCollection(channelLogin: string, collectionId: string) {
  const [state, setState] = useState<CollectionState>({ status: 'loading' });
  const uid = useSession((s) => s.authUser?.uid ?? '');
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/collections/getCollection', { channelLogin, collectionId });
    if (result.ok) return setState({ status: 'ready', collection: result.data.collection });
    // A malformed login or id is a not-found page too, not an error.
    if (result.errorCode === 'COLLECTION_NOT_FOUND' || result.errorCode === 'CHANNEL_INVALID') return setState({ status: 'not-found' });
    setState({ status: 'error', errorCode: result.errorCode });
  }, [channelLogin, collectionId]);
  // uid: the same collection read again for another reader.
  useEffect(() => {
    void load();
  }, [load, uid]);
  return { state, reload: load };
}
