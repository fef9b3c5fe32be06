import { SAVED_LIST_CLIPS_MAX } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';
import { isClipOpenTo } from '../../domain/visible-clips';
import { builtInList, findList, insertFirst, storedCount, visibleCounts } from './lists';

/** Only a published clip the person may read can be saved (as with likes); CLIP_NOT_FOUND otherwise. */
export async function addableClip(db: Db, user: UserRow, internalClipId: string): Promise<void> {
  const clip = await db
    .selectFrom('clips')
    .select(['status', 'visibility', 'channel_login', 'submitter_user_id'])
    .where('id', '=', internalClipId)
    .executeTakeFirst();
  if (!clip || clip.status !== 'ready' || !isClipOpenTo(user, clip)) throw new ApiError('CLIP_NOT_FOUND', 'No such clip');
}

/**
 * Adds a clip to a list or takes it out, idempotently. Adding to "Saved" makes it the first time; taking out of a
 * "Saved" never made changes nothing. Removing works for a clip since gone, so a stale menu can still clean up.
 */
export const setSavedListClip: Handler<'client/savedLists/setListClip'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  return ctx.db.transaction().execute(async (trx) => {
    let list = await findList(trx, user, body.listId, true);
    if (body.isSaved) {
      await addableClip(trx, user, body.internalClipId);
      list ??= await builtInList(trx, user);
      const already = await trx.selectFrom('saved_list_clips').select('clip_id').where('list_id', '=', list.id).where('clip_id', '=', body.internalClipId).executeTakeFirst();
      if (!already) {
        if ((await storedCount(trx, list.id)) >= SAVED_LIST_CLIPS_MAX) throw new ApiError('LIST_FULL', `A list holds at most ${SAVED_LIST_CLIPS_MAX} clips`);
        await insertFirst(trx, list.id, body.internalClipId);
      }
    } else if (list) {
      await trx.deleteFrom('saved_list_clips').where('list_id', '=', list.id).where('clip_id', '=', body.internalClipId).execute();
    }
    const clipCount = list ? ((await visibleCounts(trx, user, [list.id])).get(list.id) ?? 0) : 0;
    return { listId: body.listId, internalClipId: body.internalClipId, isSaved: body.isSaved, clipCount };
  });
};
