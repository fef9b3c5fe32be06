import { COLLECTIONS_MAX } from '@clipyard/shared/contract';
import { sql } from 'kysely';
import { newId } from '../../db/ids';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { collectionById, detail } from './collection-view';
import { checkTitles, loadOwnCollection } from './own-collection';

/**
 * A new, empty collection. The channel's row is locked while counting, so two creations at once cannot both take
 * the last place.
 */
export const createCollection: Handler<'client/collections/createCollection'> = async ({ ctx, body, caller }) => {
  const { channelLogin } = caller;
  const titles = checkTitles(body);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('channels').select('login').where('login', '=', channelLogin).forUpdate().executeTakeFirst();
    const { n } = await trx
      .selectFrom('channel_collections')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('channel_login', '=', channelLogin)
      .executeTakeFirstOrThrow();
    if (Number(n) >= COLLECTIONS_MAX) throw new ApiError('COLLECTIONS_FULL', `A channel has at most ${COLLECTIONS_MAX} collections`);
    const collectionId = newId();
    await trx.insertInto('channel_collections').values({ id: collectionId, channel_login: channelLogin, ...titles }).execute();
    return collectionId;
  });
  return { collection: await detail(ctx, (await collectionById(ctx.db, id))!, { kind: 'owner' }) };
};

export const renameCollection: Handler<'client/collections/renameCollection'> = async ({ ctx, body, caller }) => {
  const row = await loadOwnCollection(ctx.db, caller, body.collectionId);
  const titles = checkTitles(body);
  await ctx.db.updateTable('channel_collections').set({ ...titles, updated_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
  return { collection: await detail(ctx, { ...row, ...titles, updated_at: new Date() }, { kind: 'owner' }) };
};

/** The collection and its entries go (cascade); the clips stay on the channel. */
export const deleteCollection: Handler<'client/collections/deleteCollection'> = async ({ ctx, body, caller }) => {
  const row = await loadOwnCollection(ctx.db, caller, body.collectionId);
  await ctx.db.deleteFrom('channel_collections').where('id', '=', row.id).execute();
  return { collectionId: row.id };
};
