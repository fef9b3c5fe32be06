import type { Handler } from '../../http/handler';
import type { ReportResolutionAction } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { removeClip } from '../../domain/remove-clip';
import { requireAdmin } from '../../http/require-user';
import { notifyClipRemoved, notifyReportsResolved, notifySafely, settleClipRequestNotices } from '../../domain/notifications/write';

type Action = 'removeClip' | 'removeComment' | 'blockCommenter';

/** The action 'actioned' takes when none is named: what was reported goes (a channel report is just closed). */
const DEFAULT_ACTION: Record<'clip' | 'channel' | 'comment', Action | null> = { clip: 'removeClip', comment: 'removeComment', channel: null };
const ACTION_FITS: Record<Action, 'clip' | 'comment'> = { removeClip: 'clip', removeComment: 'comment', blockCommenter: 'comment' };
const RECORDED: Record<Action, ReportResolutionAction> = { removeClip: 'clip_removed', removeComment: 'comment_removed', blockCommenter: 'commenter_blocked' };

/**
 * Closes an open report and every other open report on the same target with the same resolution, so the queue
 * does not repeat it, recording the admin and the action taken. 'dismissed' keeps the target; 'actioned' removes
 * a clip with its media, deletes a comment, or also blocks the comment's author from commenting (blockCommenter).
 */
export const resolveReport: Handler<'client/admin/resolveReport'> = async ({ ctx, body, caller }) => {
  const admin = requireAdmin(caller);
  const report = await ctx.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', body.reportId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!report) throw new ApiError('REPORT_NOT_FOUND', 'No open report with that id');
  if (body.resolution === 'dismissed' && body.action) throw new ApiError('BAD_REQUEST', 'A dismissed report takes no action');
  const action = body.resolution === 'actioned' ? (body.action ?? DEFAULT_ACTION[report.target_kind]) : null;
  if (action && ACTION_FITS[action] !== report.target_kind) throw new ApiError('BAD_REQUEST', `${action} does not fit a ${report.target_kind} report`);

  let removedClip: { id: string; channel_login: string } | null = null;
  if (action === 'removeClip' && report.clip_id) {
    const clip = await ctx.db.selectFrom('clips').select(['id', 'channel_login', 'status']).where('id', '=', report.clip_id).executeTakeFirst();
    if (clip && clip.status !== 'deleted') {
      await removeClip(ctx, clip);
      removedClip = clip;
    }
  }
  if ((action === 'removeComment' || action === 'blockCommenter') && report.comment_id) {
    const comment = await ctx.db.selectFrom('comments').select(['id', 'user_id']).where('id', '=', report.comment_id).executeTakeFirst();
    if (action === 'blockCommenter') {
      // The author by the stored comment, or by the reported name once the comment is gone.
      const authorId =
        comment?.user_id ??
        (report.commenter_user_name
          ? (await ctx.db.selectFrom('users').select('id').where('username_lower', '=', report.commenter_user_name.toLowerCase()).executeTakeFirst())?.id
          : undefined);
      if (authorId) {
        await ctx.db
          .updateTable('users')
          .set({ commenting_blocked_at: new Date(), commenting_blocked_by: admin.id })
          .where('id', '=', authorId)
          .where('commenting_blocked_at', 'is', null)
          .execute();
      }
    }
    if (comment) await ctx.db.deleteFrom('comments').where('id', '=', comment.id).execute();
  }

  const closed = await ctx.db
    .updateTable('reports')
    .set({
      status: body.resolution,
      resolved_at: new Date(),
      resolved_by_user_id: admin.id,
      resolution_action: action ? RECORDED[action] : body.resolution === 'dismissed' ? 'dismissed' : 'closed',
    })
    .where('target_key', '=', report.target_key)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  // Every reporter of the target hears it was resolved (ADR 0107).
  await notifySafely(ctx.log, () => notifyReportsResolved(ctx.db, closed.map((r) => r.id)));
  if (removedClip) {
    const { id, channel_login } = removedClip;
    // The clip's submitter and its channel's streamer hear it was removed, with the public reason (ADR 0118); a
    // pending request of the clip was closed with it, so the streamer's "requests waiting" entry may be settled.
    await notifySafely(ctx.log, () => notifyClipRemoved(ctx.db, id, admin.id, body.publicReason ?? null));
    await notifySafely(ctx.log, () => settleClipRequestNotices(ctx.db, channel_login));
  }
  return { reportId: report.id, status: body.resolution, closedCount: closed.length };
};
