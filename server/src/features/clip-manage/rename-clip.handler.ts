import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { validateClipTitle } from '@clipyard/shared/contract';
import { loadOwnClip } from './own-clip';

export const renameClip: Handler<'client/clipManage/renameClip'> = async ({ ctx, body, caller }) => {
  const clip = await loadOwnClip(ctx.db, caller, body.internalClipId);
  const title = body.clipTitle.trim();
  const problem = validateClipTitle(title);
  if (problem) throw new ApiError(problem);
  await ctx.db.updateTable('clips').set({ title }).where('id', '=', clip.id).execute();
  return { internalClipId: clip.id, clipTitle: title };
};
