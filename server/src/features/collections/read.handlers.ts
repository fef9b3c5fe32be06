import { COLLECTION_CLIPS_MAX, COLLECTIONS_MAX } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { viewerId } from '../../http/caller';
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

/**
 * The streamer's collections; with a clip named, also which of them hold it (the clip manager's "Add to collection"
 * ticks those). Only the caller's own collections are read, so naming another channel's clip learns nothing: none of
 * theirs can hold it.
 */
export const getMyCollections: Handler<'client/collections/getMyCollections'> = async ({ ctx, body, caller }) => {
  const { channelLogin } = caller;
  const rows = await collectionsOf(ctx.db, channelLogin);
  const collectionList = await summarize(ctx, rows, { kind: 'owner' });
  const answer = { collectionList, maxCount: COLLECTIONS_MAX, maxClipCount: COLLECTION_CLIPS_MAX };
  if (!body.internalClipId) return answer;
  const holding = rows.length
    ? await ctx.db
        .selectFrom('channel_collection_clips')
        .select('collection_id')
        .where('collection_id', 'in', rows.map((r) => r.id))
        .where('clip_id', '=', body.internalClipId)
        .execute()
    : [];
  const held = new Set(holding.map((h) => h.collection_id));
  return { ...answer, collectionIdsWithClip: rows.filter((r) => held.has(r.id)).map((r) => r.id) };
};

export const getMyCollection: Handler<'client/collections/getMyCollection'> = async ({ ctx, body, caller }) => {
  const row = await loadOwnCollection(ctx.db, caller, body.collectionId);
  return { collection: await detail(ctx, row, { kind: 'owner' }) };
};
