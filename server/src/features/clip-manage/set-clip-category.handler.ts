import type { Handler } from '../../http/handler';
import { chosenCategory } from '../../http/category-filter';
import { toCategory } from '../../domain/categories';
import { loadOwnClip } from './own-clip';

/** The clip manager's category choice (ADR 0150): the streamer of the clip's channel only; null clears it. */
export const setClipCategory: Handler<'client/clipManage/setClipCategory'> = async ({ ctx, body, caller }) => {
  const clip = await loadOwnClip(ctx.db, caller, body.internalClipId);
  const category = body.categoryId === null ? null : await chosenCategory(ctx.db, body.categoryId);
  await ctx.db.updateTable('clips').set({ category_id: category?.id ?? null }).where('id', '=', clip.id).execute();
  return { internalClipId: clip.id, category: category ? toCategory(category) : null };
};
