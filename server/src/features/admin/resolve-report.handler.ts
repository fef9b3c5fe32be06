import type { Handler } from '../../http/handler';
import type { ReportResolutionAction } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { removeClip } from '../../domain/remove-clip';
import { notifyClipRemoved, notifyReportsResolved, notifySafely, settleClipRequestNotices } from '../../domain/notifications/write';
import { logModeration, type ModerationEvent } from '../../domain/moderation/log';
import { isAccountHeld } from '../../domain/legal-hold';
import { changeClipVisibility } from '../../domain/moderation/clip-visibility';
import { notifyClipVisibility } from '../../domain/notifications/write-moderation';
import { reportTargetLabel, UNRESOLVED } from './report-states';

type Action = 'removeClip' | 'unlistClip' | 'hideClip' | 'removeComment' | 'blockCommenter';

/** The action 'actioned' takes when none is named: what was reported goes (a channel report is just closed). */
const DEFAULT_ACTION: Record<'clip' | 'channel' | 'comment', Action | null> = { clip: 'removeClip', comment: 'removeComment', channel: null };
const ACTION_FITS: Record<Action, 'clip' | 'comment'> = { removeClip: 'clip', unlistClip: 'clip', hideClip: 'clip', removeComment: 'comment', blockCommenter: 'comment' };
const RECORDED: Record<Action, ReportResolutionAction> = {
  removeClip: 'clip_removed',
  unlistClip: 'clip_unlisted',
  hideClip: 'clip_hidden',
  removeComment: 'comment_removed',
  blockCommenter: 'commenter_blocked',
};
/** The visibility unlistClip and hideClip give (ADR 0132): the clip stays, and its people may appeal. */
const VISIBILITY = { unlistClip: 'unlisted', hideClip: 'hidden' } as const;

/**
 * Closes an open or in-review report and every other such report on the same target with the same resolution, so
 * the queue does not repeat it, recording the admin and the action taken in the report and the moderation log. 'dismissed' keeps the target; 'actioned' removes
 * a clip with its media, deletes a comment, or also blocks the comment's author from commenting (blockCommenter).
 */
export const resolveReport: Handler<'client/admin/resolveReport'> = async ({ ctx, body, caller }) => {
  const admin = caller.user;
  const report = await ctx.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', body.reportId)
    .where('status', 'in', UNRESOLVED)
    .executeTakeFirst();
  if (!report) throw new ApiError('REPORT_NOT_FOUND', 'No open report with that id');
  if (body.resolution === 'dismissed' && body.action) throw new ApiError('BAD_REQUEST', 'A dismissed report takes no action');
  const action = body.resolution === 'actioned' ? (body.action ?? DEFAULT_ACTION[report.target_kind]) : null;
  if (action && ACTION_FITS[action] !== report.target_kind) throw new ApiError('BAD_REQUEST', `${action} does not fit a ${report.target_kind} report`);

  // A held author's comment is kept (legal hold): refused before anything else of this resolution happens.
  if ((action === 'removeComment' || action === 'blockCommenter') && report.comment_id) {
    const author = await ctx.db.selectFrom('comments').select('user_id').where('id', '=', report.comment_id).executeTakeFirst();
    if (await isAccountHeld(ctx.db, author?.user_id ?? null)) throw new ApiError('LEGAL_HOLD', "This comment's author is under a legal hold");
  }
  // What this resolution did, for the moderation log: the report's own entry, then each action that took effect.
  const reasons = { public_reason: body.publicReason, private_note: body.privateNote, report_id: report.id };
  const events: ModerationEvent[] = [];
  let removedClip: { id: string; channel_login: string } | null = null;
  let visibilityChange: { clipId: string; entryId: string; visibility: 'unlisted' | 'hidden' } | null = null;
  if (action === 'removeClip' && report.clip_id) {
    const clip = await ctx.db.selectFrom('clips').select(['id', 'channel_login', 'status', 'title', 'submitter_user_id']).where('id', '=', report.clip_id).executeTakeFirst();
    if (clip && clip.status !== 'deleted') {
      if ((await removeClip(ctx, clip)) === 'held') throw new ApiError('LEGAL_HOLD', 'This clip is under a legal hold');
      removedClip = clip;
      events.push({ ...reasons, action: 'clip_removed', target_kind: 'clip', target_key: report.target_key, target_label: clip.title, subject_user_id: clip.submitter_user_id });
    }
  }
  if ((action === 'unlistClip' || action === 'hideClip') && report.clip_id) {
    const clip = await ctx.db
      .selectFrom('clips')
      .select(['id', 'channel_login', 'title', 'submitter_user_id'])
      .where('id', '=', report.clip_id)
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    if (clip) {
      const visibility = VISIBILITY[action];
      const entryId = await changeClipVisibility(ctx.db, admin, clip, visibility, { publicReason: body.publicReason, privateNote: body.privateNote, reportId: report.id });
      if (entryId) visibilityChange = { clipId: clip.id, entryId, visibility };
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
        const blocked = await ctx.db
          .updateTable('users')
          .set({ commenting_blocked_at: new Date(), commenting_blocked_by: admin.id })
          .where('id', '=', authorId)
          .where('commenting_blocked_at', 'is', null)
          .returning('username')
          .executeTakeFirst();
        if (blocked) {
          events.push({ ...reasons, action: 'commenting_blocked', target_kind: 'user', target_key: `user:${authorId}`, target_label: blocked.username, subject_user_id: authorId });
        }
      }
    }
    if (comment) {
      await ctx.db.deleteFrom('comments').where('id', '=', comment.id).execute();
      events.unshift({ ...reasons, action: 'comment_removed', target_kind: 'comment', target_key: report.target_key, target_label: report.comment_text, subject_user_id: comment.user_id });
    }
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
    .where('status', 'in', UNRESOLVED)
    .returning('id')
    .execute();
  // The reason and the note are said once: on the action that took effect, else on the report's own entry.
  events.unshift({
    ...(events.length > 0 ? { report_id: report.id } : reasons),
    action: body.resolution === 'dismissed' ? 'report_dismissed' : 'report_resolved',
    target_kind: report.target_kind,
    target_key: report.target_key,
    target_label: await reportTargetLabel(ctx.db, report),
  });
  // An unlisting or hiding is logged by changeClipVisibility (its entry is what an appeal names): the report's entry
  // then carries no reason of its own, as after any other action.
  if (visibilityChange) events[0] = { ...events[0], public_reason: null, private_note: null };
  await logModeration(ctx.db, admin, events);
  // Every reporter of the target hears it was resolved (ADR 0107).
  await notifySafely(ctx.log, () => notifyReportsResolved(ctx.db, closed.map((r) => r.id)));
  if (visibilityChange) {
    const { clipId, entryId, visibility } = visibilityChange;
    await notifySafely(ctx.log, () => notifyClipVisibility(ctx.db, clipId, entryId, visibility, admin.id, body.publicReason));
  }
  if (removedClip) {
    const { id, channel_login } = removedClip;
    // The clip's submitter and its channel's streamer hear it was removed, with the public reason (ADR 0118); a
    // pending request of the clip was closed with it, so the streamer's "requests waiting" entry may be settled.
    await notifySafely(ctx.log, () => notifyClipRemoved(ctx.db, id, admin.id, body.publicReason ?? null));
    await notifySafely(ctx.log, () => settleClipRequestNotices(ctx.db, channel_login));
  }
  return { reportId: report.id, status: body.resolution, closedCount: closed.length };
};
