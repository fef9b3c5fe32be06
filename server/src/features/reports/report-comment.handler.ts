import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { insertReport } from './insert-report';

/**
 * SPEC's payload names the comment by clip, text and commenter; the client may also pin it by commentId (ours).
 * Either way the report is tied to one stored comment (the newest match), so target_key is 'comment:{id}' and the
 * text and author are snapshotted for the moderator even if the comment is later removed.
 */
export const reportComment: Handler<'client/report/reportComment'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  let q = ctx.db
    .selectFrom('comments as cm')
    .innerJoin('clips as c', 'c.id', 'cm.clip_id')
    .select(['cm.id', 'cm.text', 'cm.user_name', 'c.channel_login'])
    .where('cm.clip_id', '=', body.internalClipId)
    // A held comment (ADR 0133) is seen by its author only; its reviewers decide on it in their queue.
    .where('cm.held_at', 'is', null);
  q = body.commentId
    ? q.where('cm.id', '=', body.commentId)
    : q.where('cm.text', '=', body.commentText.trim()).where('cm.user_name', '=', body.commenterUserName);
  const comment = await q.orderBy('cm.created_at', 'desc').orderBy('cm.id', 'desc').executeTakeFirst();
  if (!comment) throw new ApiError('COMMENT_NOT_FOUND');
  return insertReport(ctx.db, {
    reporter_user_id: user.id,
    target_kind: 'comment',
    target_key: `comment:${comment.id}`,
    clip_id: body.internalClipId,
    channel_login: comment.channel_login,
    comment_id: comment.id,
    comment_text: comment.text,
    commenter_user_name: comment.user_name,
    reason: body.reason ?? '',
  });
};
