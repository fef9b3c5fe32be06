import type { GroupHandlers } from '../../http/handler';
import { addCollectionClips, moveCollectionClip, removeCollectionClip, setCollectionCover } from './clip.handlers';
import { getChannelCollections, getCollection, getMyCollection, getMyCollections } from './read.handlers';
import { createCollection, deleteCollection, renameCollection } from './write.handlers';

/** A channel's public collections of its clips (issue 23 item 5, ADR 0148). */
export const collectionsHandlers = {
  'client/collections/getChannelCollections': getChannelCollections,
  'client/collections/getCollection': getCollection,
  'client/collections/getMyCollections': getMyCollections,
  'client/collections/getMyCollection': getMyCollection,
  'client/collections/createCollection': createCollection,
  'client/collections/renameCollection': renameCollection,
  'client/collections/deleteCollection': deleteCollection,
  'client/collections/addCollectionClips': addCollectionClips,
  'client/collections/removeCollectionClip': removeCollectionClip,
  'client/collections/moveCollectionClip': moveCollectionClip,
  'client/collections/setCollectionCover': setCollectionCover,
} satisfies GroupHandlers<'collections'>;
