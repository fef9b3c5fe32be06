import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/db-errors';
import { isClipOpenTo } from '../../domain/visible-clips';
import { appealRole } from '../../domain/moderation/clip-moderation-view';
import { logModeration } from '../../domain/moderation/log';
import { reopenReportsOf } from '../../domain/moderation/reopen-reports';
import { pendingNoticeOfClips } from '../../domain/moderation/takedown';

/**
 * The clip's streamer or submitter appeals its current unlisting or hiding, once (the unique index decides a race):
 * the appeal waits in the moderators' queue, the reports that led to the decision are open again, and the log says so.
 */
export const appealClipModeration: Handler<'client/report/appealClipModeration'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const clip = await ctx.db
    .selectFrom('clips')
    .select(['id', 'title', 'channel_login', 'submitter_user_id', 'visibility', 'moderation_entry_id'])
    .where('id', '=', body.internalClipId)
    .where('status', 'not in', ['deleted', 'rejected'])
    .executeTakeFirst();
  if (!clip || !isClipOpenTo(user, clip)) throw new ApiError('CLIP_NOT_FOUND', 'No clip with that id');
  const role = appealRole(user, clip);
  if (!role || clip.visibility === 'public' || !clip.moderation_entry_id) throw new ApiError('APPEAL_NOT_ALLOWED', 'There is no decision of yours to appeal on this clip');
  // A copyright notice's hiding is answered by a counter-notice (ADR 0135), not an appeal.
  if ((await pendingNoticeOfClips(ctx.db, [clip.id])).size > 0) throw new ApiError('APPEAL_NOT_ALLOWED', 'A copyright notice hid this clip: answer it with a counter-notice');
  const appealId = newId(16);
  const entryId = clip.moderation_entry_id;
  try {
    await ctx.db
      .insertInto('clip_appeals')
      .values({
        id: appealId,
        clip_id: clip.id,
        moderation_entry_id: entryId,
        visibility: clip.visibility,
        appellant_user_id: user.id,
        appellant_role: role,
        body: body.message,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('APPEAL_ALREADY_FILED', 'You already appealed this decision');
    throw error;
  }
  const reportIds = await reopenReportsOf(ctx.db, entryId, appealId);
  await logModeration(ctx.db, null, [
    { action: 'appeal_filed', target_kind: 'clip', target_key: `clip:${clip.id}`, target_label: clip.title, subject_user_id: user.id, report_id: reportIds[0] ?? null },
  ]);
  return { appealId, reopenedReportCount: reportIds.length };
};
