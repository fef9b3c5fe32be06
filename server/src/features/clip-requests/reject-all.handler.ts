import type { Handler } from '../../http/handler';
import { rejectClips } from './decide';
import { notifyRequestsDecided, notifySafely, settleClipRequestNotices } from '../../domain/notifications/write';

/** Rejects every pending request of the streamer's own channel and removes those clips' media. */
export const rejectAll: Handler<'client/clipRequests/rejectAll'> = async ({ ctx, caller }) => {
  const { channelLogin } = caller;
  const rejected = await ctx.db
    .updateTable('clip_requests')
    .set({ status: 'rejected', decided_at: new Date() })
    .where('channel_login', '=', channelLogin)
    .where('status', '=', 'pending')
    .returning(['id', 'clip_id'])
    .execute();
  await rejectClips(
    ctx,
    channelLogin,
    rejected.map((r) => r.clip_id),
  );
  await notifySafely(ctx.log, () => notifyRequestsDecided(ctx.db, rejected.map((r) => r.id)));
  // The queue is empty: the streamer's unread "requests waiting" entry is read (ADR 0118).
  await notifySafely(ctx.log, () => settleClipRequestNotices(ctx.db, channelLogin));
  return { rejectedCount: rejected.length };
};
