import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { isAccountHeld } from '../../domain/legal-hold';

/**
 * Only the author deletes a comment: anyone else gets FORBIDDEN, an unknown id COMMENT_NOT_FOUND. A top-level
 * comment's replies go with it (comments.parent_id ON DELETE CASCADE, ADR 0117): a reply means nothing without it.
 */
export const deleteComment: Handler<'client/clipComment/deleteComment'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const comment = await ctx.db.selectFrom('comments').select(['id', 'user_id']).where('id', '=', body.commentId).executeTakeFirst();
  if (!comment) throw new ApiError('COMMENT_NOT_FOUND');
  if (comment.user_id !== user.id) throw new ApiError('FORBIDDEN', 'Only the author can delete this comment');
  if (await isAccountHeld(ctx.db, comment.user_id)) throw new ApiError('LEGAL_HOLD', 'Your account is under a legal hold');
  await ctx.db.deleteFrom('comments').where('id', '=', comment.id).where('user_id', '=', user.id).execute();
  return { commentId: comment.id };
};
