import { SAVED_LISTS_MAX } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/db-errors';
import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';
import { answerOf, findList, type ListRow } from './lists';
import { addableClip } from './set-list-clip.handler';

/**
 * "Saved" is the built-in list's word in every language: a named list may not take it, so the lists page never
 * shows two lists that read the same.
 */
function checkName(name: string): void {
  if (name.toLowerCase() === 'saved' || name === '保存済み') throw new ApiError('LIST_NAME_TAKEN', 'That name is the built-in list’s');
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'saved_lists_name')) throw new ApiError('LIST_NAME_TAKEN', 'You have a list of that name already');
  throw error;
}

/** A named list of the caller's, or LIST_BUILT_IN for "Saved", which cannot be renamed or deleted. */
async function namedList(db: Db, user: UserRow, listId: string): Promise<ListRow> {
  const row = await findList(db, user, listId, true);
  if (!row || row.is_built_in) throw new ApiError('LIST_BUILT_IN', 'The Saved list cannot be renamed or deleted');
  return row;
}

export const createSavedList: Handler<'client/savedLists/createList'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  checkName(body.name);
  return ctx.db.transaction().execute(async (trx) => {
    // The person's row is the lock that keeps concurrent creations within SAVED_LISTS_MAX.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const [{ count }] = await trx
      .selectFrom('saved_lists')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.id)
      .where('is_built_in', '=', false)
      .execute();
    if (Number(count) >= SAVED_LISTS_MAX) throw new ApiError('SAVED_LISTS_FULL', `At most ${SAVED_LISTS_MAX} lists`);
    if (body.internalClipId) await addableClip(trx, user, body.internalClipId);
    const row = await trx
      .insertInto('saved_lists')
      .values({ id: newId(), user_id: user.id, name: body.name })
      .returning(['id', 'name', 'is_built_in'])
      .executeTakeFirstOrThrow()
      .catch(nameTaken);
    if (body.internalClipId) await trx.insertInto('saved_list_clips').values({ list_id: row.id, clip_id: body.internalClipId, position: 0 }).execute();
    return { list: await answerOf(trx, user, row) };
  });
};

export const renameSavedList: Handler<'client/savedLists/renameList'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await namedList(trx, user, body.listId);
    checkName(body.name);
    const renamed = await trx
      .updateTable('saved_lists')
      .set({ name: body.name })
      .where('id', '=', row.id)
      .returning(['id', 'name', 'is_built_in'])
      .executeTakeFirstOrThrow()
      .catch(nameTaken);
    return { list: await answerOf(trx, user, renamed) };
  });
};

export const deleteSavedList: Handler<'client/savedLists/deleteList'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await namedList(trx, user, body.listId);
    // Its entries go with it (ON DELETE CASCADE).
    await trx.deleteFrom('saved_lists').where('id', '=', row.id).execute();
    return { listId: row.id };
  });
};

