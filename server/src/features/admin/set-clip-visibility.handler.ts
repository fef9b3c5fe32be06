import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { changeClipVisibility } from '../../domain/moderation/clip-visibility';
import { notifyClipVisibility } from '../../domain/notifications/write-moderation';
import { notifySafely } from '../../domain/notifications/write';

/** A moderator unlists, hides or restores a clip outside a report's resolution (ADR 0132). */
export const setClipVisibility: Handler<'client/admin/setClipVisibility'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const clip = await ctx.db
    .selectFrom('clips')
    .select(['id', 'title', 'channel_login', 'submitter_user_id'])
    .where('id', '=', body.internalClipId)
    .where('status', 'not in', ['deleted', 'rejected'])
    .executeTakeFirst();
  if (!clip) throw new ApiError('CLIP_NOT_FOUND', 'No clip with that id');
  const entryId = await changeClipVisibility(ctx.db, admin, clip, body.visibility, { publicReason: body.publicReason, privateNote: body.privateNote });
  if (entryId) await notifySafely(ctx.log, () => notifyClipVisibility(ctx.db, clip.id, entryId, body.visibility, admin.id, body.publicReason));
  return { internalClipId: clip.id, visibility: body.visibility, changed: entryId !== null };
};
