import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { logModeration } from '../../domain/moderation/log';
import { reportTargetLabel } from './report-states';

/** Why a report cannot be taken: none by that id, another moderator has it in review, or it was closed. */
async function refusal(ctx: Parameters<Handler<'client/admin/startReportReview'>>[0]['ctx'], reportId: string): Promise<ApiError> {
  const report = await ctx.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
  if (!report) return new ApiError('REPORT_NOT_FOUND', 'No report with that id');
  if (report.status === 'in_review') return new ApiError('REPORT_ALREADY_TAKEN', 'Another moderator took these reports first');
  return new ApiError('REPORT_ALREADY_CLOSED', 'These reports were closed meanwhile');
}

/**
 * A moderator takes a report group into review: every open report on the target becomes in_review with the moderator
 * named, so the other moderators see it is taken. Only open reports move: a second moderator who clicks a moment later
 * finds none and is told why (REPORT_ALREADY_TAKEN, or REPORT_ALREADY_CLOSED when it was closed meanwhile).
 */
export const startReportReview: Handler<'client/admin/startReportReview'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const report = await ctx.db.selectFrom('reports').selectAll().where('id', '=', body.reportId).where('status', '=', 'open').executeTakeFirst();
  if (!report) throw await refusal(ctx, body.reportId);
  const moved = await ctx.db
    .updateTable('reports')
    .set({ status: 'in_review', review_started_at: new Date(), reviewer_user_id: admin.id })
    .where('target_key', '=', report.target_key)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  if (moved.length === 0) throw await refusal(ctx, body.reportId);
  await logModeration(ctx.db, admin, [
    {
      action: 'report_review_started',
      target_kind: report.target_kind,
      target_key: report.target_key,
      target_label: await reportTargetLabel(ctx.db, report),
      report_id: report.id,
    },
  ]);
  return { reportId: report.id, status: 'in_review' as const, reviewerUserName: admin.username, movedCount: moved.length };
};
