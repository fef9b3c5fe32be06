import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { removeClip, requireAdmin } from '../clips';

/**
 * Closes an open report. 'actioned' removes what was reported: a clip is deleted with its media, a comment is
 * deleted; a channel report is closed for the admin to follow up by hand (one report does not wipe a channel).
 * Every other open report on the same target is closed with the same resolution, so the queue does not repeat it.
 */
export const resolveReport: Handler<'client/admin/resolveReport'> = async ({ ctx, body, caller }) => {
  requireAdmin(caller);
  const report = await ctx.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', body.reportId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!report) throw new ApiError('REPORT_NOT_FOUND', 'No open report with that id');

  if (body.resolution === 'actioned') {
    if (report.target_kind === 'clip' && report.clip_id) {
      const clip = await ctx.db.selectFrom('clips').select(['id', 'channel_login', 'status']).where('id', '=', report.clip_id).executeTakeFirst();
      if (clip && clip.status !== 'deleted') await removeClip(ctx, clip);
    } else if (report.target_kind === 'comment' && report.comment_id) {
      await ctx.db.deleteFrom('comments').where('id', '=', report.comment_id).execute();
    }
  }
  await ctx.db
    .updateTable('reports')
    .set({ status: body.resolution, resolved_at: new Date() })
    .where('target_key', '=', report.target_key)
    .where('status', '=', 'open')
    .execute();
  return { reportId: report.id, status: body.resolution };
};
