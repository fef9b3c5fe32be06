import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { approveClip, rejectClips } from './decide';
import { notifyRequestsDecided, notifySafely, settleClipRequestNotices } from '../../domain/notifications/write';

export const respondClipRequestDecision: Handler<'client/clipRequests/respondClipRequestDecision'> = async ({
  ctx,
  body,
  caller,
}) => {
  const { channelLogin } = caller;
  const request = await ctx.db
    .selectFrom('clip_requests')
    .select(['id', 'clip_id', 'channel_login', 'status'])
    .where('id', '=', body.requestId)
    .executeTakeFirst();
  if (!request) throw new ApiError('REQUEST_NOT_FOUND');
  if (request.channel_login !== channelLogin) throw new ApiError('FORBIDDEN', 'This request belongs to another channel');
  if (request.status !== 'pending') throw new ApiError('REQUEST_ALREADY_DECIDED');

  const status = body.isApproved ? 'approved' : 'rejected';
  // The status guard makes two concurrent decisions safe: only one of them updates the row.
  const decided = await ctx.db
    .updateTable('clip_requests')
    .set({ status, decided_at: new Date() })
    .where('id', '=', request.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!decided) throw new ApiError('REQUEST_ALREADY_DECIDED');

  if (body.isApproved) await approveClip(ctx, request.clip_id);
  else await rejectClips(ctx, channelLogin, [request.clip_id]);
  await notifySafely(ctx.log, () => notifyRequestsDecided(ctx.db, [request.id]));
  // The queue emptied: the streamer's unread "requests waiting" entry is read (ADR 0118).
  await notifySafely(ctx.log, () => settleClipRequestNotices(ctx.db, channelLogin));
  return { requestId: request.id, status };
};
