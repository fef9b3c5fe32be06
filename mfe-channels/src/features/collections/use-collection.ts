import { callApiResult, useViewerQuery, type ApiErrorCode, type CallPath, type CollectionDetail } from '@clipyard/shared';

export type CollectionState =
  | { status: 'loading' }
  | { status: 'ready'; collection: CollectionDetail }
  | { status: 'not-found' }
  | { status: 'error'; errorCode: ApiErrorCode };

/** The streamer's writes after which a collection's page is asked again. */
const CHANGED_BY: readonly CallPath[] = [
  'client/collections/renameCollection',
  'client/collections/deleteCollection',
  'client/collections/addCollectionClips',
  'client/collections/removeCollectionClip',
  'client/collections/moveCollectionClip',
  'client/collections/setCollectionCover',
  'client/clipManage/deleteClip',
  'client/clipManage/renameClip',
  'client/admin/setClipVisibility',
];

/**
 * One collection of a channel as a visitor reads it, in the platform's one cache (issue 21 item 2): another reader
 * (sign-in, sign-out: their blocks) reads it again, and the streamer's changes make it stale.
 */
export function useCollection(channelLogin: string, collectionId: string) {
  const { query, reset } = useViewerQuery<CollectionDetail>({
    key: ['client/collections/getCollection', channelLogin, collectionId],
    fetch: async () => {
      const result = await callApiResult('client/collections/getCollection', { channelLogin, collectionId });
      return result.ok ? { ok: true, data: result.data.collection } : result;
    },
    changedBy: CHANGED_BY,
  });
  return { state: collectionState(query.data, query.error?.errorCode), reload: reset };
}

function collectionState(collection: CollectionDetail | undefined, errorCode: ApiErrorCode | undefined): CollectionState {
  if (collection) return { status: 'ready', collection };
  if (!errorCode) return { status: 'loading' };
  // A malformed login or id is a not-found page too, not an error.
  if (errorCode === 'COLLECTION_NOT_FOUND' || errorCode === 'CHANNEL_INVALID') return { status: 'not-found' };
  return { status: 'error', errorCode };
}
