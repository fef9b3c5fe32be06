import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';
import { findList } from './lists';

/**
 * Moves one clip of the caller's list to just after another of its clips, or first (`afterClipId` null). The list's
 * row is locked, so two tabs moving at once take turns and the later move wins its place; the positions are written
 * again as 0..n-1, only the rows whose place changed. A neighbour the list does not hold, or a clip it does not, is
 * CLIP_NOT_FOUND (404); another person's list is LIST_NOT_FOUND, as for every list call.
 */
export const moveSavedListClip: Handler<'client/savedLists/moveListClip'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  return ctx.db.transaction().execute(async (trx) => {
    const list = await findList(trx, user, body.listId, true);
    const entries = list
      ? await trx.selectFrom('saved_list_clips').select(['clip_id', 'position']).where('list_id', '=', list.id).orderBy('position').orderBy('clip_id').execute()
      : [];
    const order = entries.map((e) => e.clip_id);
    const wanted = [body.internalClipId, ...(body.afterClipId === null ? [] : [body.afterClipId])];
    if (!list || wanted.some((id) => !order.includes(id))) throw new ApiError('CLIP_NOT_FOUND', 'That clip is not in this list');
    if (body.afterClipId !== body.internalClipId) {
      order.splice(order.indexOf(body.internalClipId), 1);
      order.splice(body.afterClipId === null ? 0 : order.indexOf(body.afterClipId) + 1, 0, body.internalClipId);
      const current = new Map(entries.map((e) => [e.clip_id, e.position]));
      for (const [index, clipId] of order.entries()) {
        if (current.get(clipId) === index) continue;
        await trx.updateTable('saved_list_clips').set({ position: index }).where('list_id', '=', list.id).where('clip_id', '=', clipId).execute();
      }
    }
    return { listId: body.listId, internalClipId: body.internalClipId, afterClipId: body.afterClipId };
  });
};
