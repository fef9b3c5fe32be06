import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { removeClip } from '../../domain/remove-clip';
import { loadOwnClip } from './own-clip';

export const deleteClip: Handler<'client/clipManage/deleteClip'> = async ({ ctx, body, caller }) => {
  const clip = await loadOwnClip(ctx.db, caller, body.internalClipId);
  if ((await removeClip(ctx, clip)) === 'held') throw new ApiError('LEGAL_HOLD', 'This clip is under a legal hold');
  return { internalClipId: clip.id };
};
