import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { newId } from '../../db/ids';
import { requireUser } from '../../http/require-user';
import { toComment } from './comment-row';
import { resolveMentions } from './mentions';
import { notifyClipComment, notifySafely } from '../../domain/notifications/write';
import { notifyCommentMentions, notifyCommentReply } from '../../domain/notifications/write-comment-events';

/** PostgreSQL's foreign_key_violation: the comment replied to was deleted between the lookup and the insert. */
const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/**
 * Plain text, 1 to 500 characters after trimming (the contract's commentText answers COMMENT_EMPTY /
 * COMMENT_TOO_LONG). The author's username is copied in so the comment survives account deletion as '[deleted]'.
 *
 * A reply (parentCommentId, ADR 0117) names a comment of the same clip; a reply to a reply joins that reply's
 * top-level comment (one level), and the author of the comment answered is told. Each registered person its
 * `@name`s name (at most five, not the writer) is stored in comment_mentions and told.
 */
export const submitComment: Handler<'client/clipComment/submitComment'> = async ({ ctx, body, caller }) => {
  const user = requireUser(caller);
  if (user.commenting_blocked_at) throw new ApiError('COMMENTING_BLOCKED', 'A moderator blocked this account from commenting');
  const text = body.commentText.trim();
  if (text.length === 0) throw new ApiError('COMMENT_EMPTY');
  const clip = await ctx.db.selectFrom('clips').select('status').where('id', '=', body.internalClipId).executeTakeFirst();
  if (!clip || clip.status !== 'ready') throw new ApiError('CLIP_NOT_FOUND');

  let parentId: string | null = null;
  let replyToId: string | null = null;
  if (body.parentCommentId) {
    const answered = await ctx.db
      .selectFrom('comments')
      .select(['id', 'parent_id'])
      .where('id', '=', body.parentCommentId)
      .where('clip_id', '=', body.internalClipId)
      .executeTakeFirst();
    if (!answered) throw new ApiError('COMMENT_NOT_FOUND', 'The comment replied to is not on this clip');
    parentId = answered.parent_id ?? answered.id;
    replyToId = answered.id;
  }
  const mentioned = await resolveMentions(ctx.db, text, user.id);

  const row = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto('comments')
        .values({ id: newId(), clip_id: body.internalClipId, user_id: user.id, user_name: user.username, text, parent_id: parentId, reply_to_id: replyToId })
        .returning(['id', 'clip_id', 'user_name', 'text', 'created_at', 'parent_id'])
        .executeTakeFirstOrThrow();
      if (mentioned.length > 0) {
        await trx
          .insertInto('comment_mentions')
          .values(mentioned.map((m) => ({ comment_id: inserted.id, user_id: m.id })))
          .execute();
      }
      return inserted;
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ApiError('COMMENT_NOT_FOUND', 'The comment replied to was deleted');
      throw error;
    });

  if (parentId) await notifySafely(ctx.log, () => notifyCommentReply(ctx.db, row.id));
  // The clip's submitter hears of new top-level comments; replies reach the people they answer or mention.
  else await notifySafely(ctx.log, () => notifyClipComment(ctx.db, row.id));
  if (mentioned.length > 0) await notifySafely(ctx.log, () => notifyCommentMentions(ctx.db, row.id));

  const author = await ctx.db.selectFrom('users').select(['has_profile_picture', 'profile_image_version']).where('id', '=', user.id).executeTakeFirst();
  return { comment: toComment({ ...row, user_id: user.id, ...author }, ctx.config.mediaBaseUrl, mentioned.map((m) => m.username)) };
};
