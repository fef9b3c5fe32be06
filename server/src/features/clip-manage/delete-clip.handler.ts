import type { Handler } from '../../http/handler';
import { removeClip } from '../../domain/remove-clip';
import { loadOwnClip } from './own-clip';

export const deleteClip: Handler<'client/clipManage/deleteClip'> = async ({ ctx, body, caller }) => {
  const clip = await loadOwnClip(ctx.db, caller, body.internalClipId);
  await removeClip(ctx, clip);
  return { internalClipId: clip.id };
};
