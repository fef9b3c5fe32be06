import { COLLECTION_CLIPS_MAX, COLLECTIONS_MAX } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { requireStreamer, viewerId } from '../../http/require-user';
import { collectionById, collectionsOf, detail, summarize } from './collection-view';
import { loadOwnCollection } from './own-collection';

/** The channel page's cards: a collection the visitor would see empty is left out (nothing to open). */
export const getChannelCollections: Handler<'client/collections/getChannelCollections'> = async ({ ctx, body, caller }) => {
  const summaries = await summarize(ctx, await collectionsOf(ctx.db, body.channelLogin), { kind: 'visitor', viewerId: viewerId(caller) });
  return { collectionList: summaries.filter((s) => s.clipCount > 0) };
};

/** A collection's own page. Its address names the channel: an id of another channel's collection is not found. */
export const getCollection: Handler<'client/collections/getCollection'> = async ({ ctx, body, caller }) => {
  const row = await collectionById(ctx.db, body.collectionId);
  if (!row || row.channel_login !== body.channelLogin) throw new ApiError('COLLECTION_NOT_FOUND', 'No such collection on this channel');
  return { collection: await detail(ctx, row, { kind: 'visitor', viewerId: viewerId(caller) }) };
};

export const getMyCollections: Handler<'client/collections/getMyCollections'> = async ({ ctx, caller }) => {
  const { channelLogin } = requireStreamer(caller);
  const collectionList = await summarize(ctx, await collectionsOf(ctx.db, channelLogin), { kind: 'owner' });
  return { collectionList, maxCount: COLLECTIONS_MAX, maxClipCount: COLLECTION_CLIPS_MAX };
};

export const getMyCollection: Handler<'client/collections/getMyCollection'> = async ({ ctx, body, caller }) => {
  const row = await loadOwnCollection(ctx.db, caller, body.collectionId);
  return { collection: await detail(ctx, row, { kind: 'owner' }) };
};
