import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { cursorInt, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../http/cursor';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';

/** The notification centre's calls (ADR 0107): every query is scoped to the caller's own user id. */

async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const cursorSchema = z.strictObject({ id: cursorInt });

export const getNotifications: Handler<'client/notifications/getNotifications'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, cursorSchema);
  // Whether the named clip is gone is read now, not when the row was written (issue 19 item 21): a clip deleted or
  // removed since, or a request's clip rejected since, shows as gone instead of a dead link. Clips stay as rows
  // with status 'deleted' (remove-clip.ts); a missing row counts as gone too.
  let query = ctx.db
    .selectFrom('notifications as n')
    .leftJoin('clips as c', 'c.id', 'n.clip_id')
    .leftJoin('channels as ch', 'ch.login', 'n.channel_login')
    .select([
      'n.id',
      'n.kind',
      'n.created_at',
      'n.is_read',
      'n.channel_login',
      'ch.display_name',
      'n.clip_id',
      'n.clip_title',
      'n.actor_name',
      'n.reason',
      'n.report_id',
      // The unread requests entry says how many wait *now* (QA pass of issue 19: it said "8 are waiting" after two had
      // been decided): its count, written when the newest request came (ADR 0118), is lowered to the live queue. A
      // read entry keeps its count, as history; never below one, which reads as the newest request alone.
      sql<number | null>`CASE WHEN n.kind = 'clip_request' AND NOT n.is_read AND n.item_count > 1
        THEN GREATEST(1, LEAST(n.item_count, (SELECT count(*)::int FROM clip_requests r WHERE r.channel_login = n.channel_login AND r.status = 'pending')))
        ELSE n.item_count END`.as('item_count'),
      sql<boolean>`(n.clip_id IS NOT NULL AND (c.id IS NULL OR c.status IN ('deleted', 'rejected')))`.as('clip_gone'),
    ])
    .where('n.user_id', '=', user.id);
  if (after) query = query.where('n.id', '<', after.id);
  const rows = await query.orderBy('n.id', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (r) => ({
      notificationId: String(r.id),
      kind: r.kind,
      createdAt: r.created_at.toISOString(),
      isRead: r.is_read,
      channelLogin: r.channel_login,
      channelName: r.display_name,
      internalClipId: r.clip_id,
      clipTitle: r.clip_title,
      actorName: r.actor_name,
      reason: r.reason,
      itemCount: r.item_count,
      clipGone: r.kind === 'clip_removed' || r.clip_gone === true,
      reportId: r.report_id,
    }),
    (r) => ({ id: r.id }),
  );
  return { notificationList: items, nextCursor, unreadCount: await unreadCount(ctx.db, user.id) };
};

/** A streamer's clip requests waiting for a decision (the studio link's badge, ADR 0118); 0 for everyone else. */
async function pendingRequestCount(db: Db, channelLogin: string | null): Promise<number> {
  if (!channelLogin) return 0;
  const row = await db
    .selectFrom('clip_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('channel_login', '=', channelLogin)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const getUnreadCount: Handler<'client/notifications/getUnreadCount'> = async ({ ctx, caller }) => {
  const { user } = caller;
  const [unread, pending] = await Promise.all([unreadCount(ctx.db, user.id), pendingRequestCount(ctx.db, user.streamer_channel_login)]);
  return { unreadCount: unread, pendingRequestCount: pending };
};

export const markRead: Handler<'client/notifications/markRead'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const id = Number(body.notificationId);
  // Beyond int4 no row can exist; another person's row is as unknown as a missing one.
  const mine =
    id <= 2147483647 &&
    (await ctx.db.updateTable('notifications').set({ is_read: true }).where('id', '=', id).where('user_id', '=', user.id).returning('id').executeTakeFirst());
  if (!mine) throw new ApiError('NOTIFICATION_NOT_FOUND');
  return { unreadCount: await unreadCount(ctx.db, user.id) };
};

export const markAllRead: Handler<'client/notifications/markAllRead'> = async ({ ctx, caller }) => {
  const { user } = caller;
  await ctx.db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', user.id).where('is_read', '=', false).execute();
  return { unreadCount: 0 };
};
