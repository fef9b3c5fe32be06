import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { newId } from '../../db/ids';
import { requireUser } from '../../http/require-user';
import { toComment } from './comment-row';
import { notifyClipComment, notifySafely } from '../../domain/notifications/write';

/**
 * Plain text, 1 to 500 characters after trimming (the contract's commentText answers COMMENT_EMPTY /
 * COMMENT_TOO_LONG). The author's username is copied in so the comment survives account deletion as '[deleted]'.
 */
export const submitComment: Handler<'client/clipComment/submitComment'> = async ({ ctx, body, caller }) => {
  const user = requireUser(caller);
  if (user.commenting_blocked_at) throw new ApiError('COMMENTING_BLOCKED', 'A moderator blocked this account from commenting');
  const text = body.commentText.trim();
  if (text.length === 0) throw new ApiError('COMMENT_EMPTY');
  const clip = await ctx.db.selectFrom('clips').select('status').where('id', '=', body.internalClipId).executeTakeFirst();
  if (!clip || clip.status !== 'ready') throw new ApiError('CLIP_NOT_FOUND');
  const row = await ctx.db
    .insertInto('comments')
    .values({ id: newId(), clip_id: body.internalClipId, user_id: user.id, user_name: user.username, text })
    .returning(['id', 'clip_id', 'user_name', 'text', 'created_at'])
    .executeTakeFirstOrThrow();
  await notifySafely(ctx.log, () => notifyClipComment(ctx.db, row.id));
  const author = await ctx.db.selectFrom('users').select(['has_profile_picture', 'profile_image_version']).where('id', '=', user.id).executeTakeFirst();
  return { comment: toComment({ ...row, user_id: user.id, ...author }, ctx.config.mediaBaseUrl) };
};
