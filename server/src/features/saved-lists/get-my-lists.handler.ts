import { SAVED_LIST_CLIPS_MAX, SAVED_LISTS_MAX } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { toSavedList, visibleCounts } from './lists';

/**
 * The caller's lists for the lists page and the clip menu's Save dialog: "Saved" first (answered even before it is
 * made, empty), then named lists newest first, each with the clips the caller sees in it and whether it holds the
 * clip the dialog is about.
 */
export const getMySavedLists: Handler<'client/savedLists/getMyLists'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const rows = await ctx.db
    .selectFrom('saved_lists')
    .select(['id', 'name', 'is_built_in'])
    .where('user_id', '=', user.id)
    .orderBy('is_built_in', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const ids = rows.map((r) => r.id);
  const counts = await visibleCounts(ctx.db, user, ids);
  const holding = new Set<string>();
  if (body.internalClipId && ids.length > 0) {
    const held = await ctx.db.selectFrom('saved_list_clips').select('list_id').where('list_id', 'in', ids).where('clip_id', '=', body.internalClipId).execute();
    for (const r of held) holding.add(r.list_id);
  }
  const lists = rows.map((r) => toSavedList(r, counts.get(r.id) ?? 0, holding.has(r.id)));
  if (!rows.some((r) => r.is_built_in)) lists.unshift(toSavedList(null, 0, false));
  return { lists, maxLists: SAVED_LISTS_MAX, maxClipsPerList: SAVED_LIST_CLIPS_MAX };
};
