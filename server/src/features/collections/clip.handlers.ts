import { COLLECTION_CLIPS_MAX } from '@clipyard/shared/contract';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../context';
import type { StreamerCaller } from '../../http/caller';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { collectionById, detail } from './collection-view';
import { loadOwnCollection } from './own-collection';

/**
 * Every change to a collection's clips runs in one transaction that first locks the collection's row, so two tabs
 * editing at once take turns (positions never collide, the 200 limit holds), and marks it updated. The answer is the
 * collection as its streamer now sees it.
 */
async function changeClips(ctx: AppContext, caller: StreamerCaller, collectionId: string, change: (trx: Transaction<Database>, id: string) => Promise<void>) {
  const own = await loadOwnCollection(ctx.db, caller, collectionId);
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('channel_collections').select('id').where('id', '=', own.id).forUpdate().executeTakeFirst();
    if (!locked) throw new ApiError('COLLECTION_NOT_FOUND', 'The collection was deleted meanwhile');
    await change(trx, own.id);
    await trx.updateTable('channel_collections').set({ updated_at: sql<Date>`now()` }).where('id', '=', own.id).execute();
  });
  return { collection: await detail(ctx, (await collectionById(ctx.db, own.id))!, { kind: 'owner' }) };
}

/** The collection's clip ids in order. */
async function orderOf(trx: Transaction<Database>, id: string): Promise<string[]> {
  const rows = await trx.selectFrom('channel_collection_clips').select('clip_id').where('collection_id', '=', id).orderBy('position').orderBy('added_at').execute();
  return rows.map((r) => r.clip_id);
}

function requireMember(order: string[], clipId: string): void {
  if (!order.includes(clipId)) throw new ApiError('CLIP_NOT_FOUND', 'That clip is not in this collection');
}

/**
 * Adds clips of the caller's channel, published and ready (what visitors can be shown), at the end in the order
 * given; one already in the collection keeps its place.
 */
export const addCollectionClips: Handler<'client/collections/addCollectionClips'> = ({ ctx, body, caller }) => {
  const { channelLogin } = caller;
  return changeClips(ctx, caller, body.collectionId, async (trx, id) => {
    const wanted = [...new Set(body.internalClipIdList)];
    const clips = await trx.selectFrom('clips').select(['id', 'channel_login', 'status', 'published_at']).where('id', 'in', wanted).execute();
    const byId = new Map(clips.map((c) => [c.id, c]));
    for (const clipId of wanted) {
      const clip = byId.get(clipId);
      if (!clip || clip.status === 'deleted' || clip.status === 'rejected') throw new ApiError('CLIP_NOT_FOUND', `No clip ${clipId}`);
      if (clip.channel_login !== channelLogin) throw new ApiError('FORBIDDEN', 'Only clips of your own channel can go in its collections');
      if (clip.status !== 'ready' || !clip.published_at) throw new ApiError('CLIP_NOT_READY', `Clip ${clipId} is not published and ready`);
    }
    const order = await orderOf(trx, id);
    const fresh = wanted.filter((clipId) => !order.includes(clipId));
    if (order.length + fresh.length > COLLECTION_CLIPS_MAX) throw new ApiError('COLLECTION_FULL', `A collection holds at most ${COLLECTION_CLIPS_MAX} clips`);
    if (fresh.length === 0) return;
    const { top } = await trx
      .selectFrom('channel_collection_clips')
      .select(sql<number | null>`max(position)`.as('top'))
      .where('collection_id', '=', id)
      .executeTakeFirstOrThrow();
    const start = top === null ? 0 : Number(top) + 1;
    await trx
      .insertInto('channel_collection_clips')
      .values(fresh.map((clipId, i) => ({ collection_id: id, clip_id: clipId, position: start + i })))
      .execute();
  });
};

/** Takes a clip out; if it was the chosen cover, the cover goes back to the first clip. */
export const removeCollectionClip: Handler<'client/collections/removeCollectionClip'> = ({ ctx, body, caller }) =>
  changeClips(ctx, caller, body.collectionId, async (trx, id) => {
    const gone = await trx.deleteFrom('channel_collection_clips').where('collection_id', '=', id).where('clip_id', '=', body.internalClipId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new ApiError('CLIP_NOT_FOUND', 'That clip is not in this collection');
    await trx.updateTable('channel_collections').set({ cover_clip_id: null }).where('id', '=', id).where('cover_clip_id', '=', body.internalClipId).execute();
  });

/** Moves one clip to `toIndex`; the positions are written again as 0..n-1, only the rows whose place changed. */
export const moveCollectionClip: Handler<'client/collections/moveCollectionClip'> = ({ ctx, body, caller }) =>
  changeClips(ctx, caller, body.collectionId, async (trx, id) => {
    const order = await orderOf(trx, id);
    requireMember(order, body.internalClipId);
    order.splice(order.indexOf(body.internalClipId), 1);
    order.splice(Math.min(body.toIndex, order.length), 0, body.internalClipId);
    const positions = await trx.selectFrom('channel_collection_clips').select(['clip_id', 'position']).where('collection_id', '=', id).execute();
    const current = new Map(positions.map((p) => [p.clip_id, p.position]));
    for (const [index, clipId] of order.entries()) {
      if (current.get(clipId) === index) continue;
      await trx.updateTable('channel_collection_clips').set({ position: index }).where('collection_id', '=', id).where('clip_id', '=', clipId).execute();
    }
  });

export const setCollectionCover: Handler<'client/collections/setCollectionCover'> = ({ ctx, body, caller }) =>
  changeClips(ctx, caller, body.collectionId, async (trx, id) => {
    if (body.internalClipId !== null) requireMember(await orderOf(trx, id), body.internalClipId);
    await trx.updateTable('channel_collections').set({ cover_clip_id: body.internalClipId }).where('id', '=', id).execute();
  });
