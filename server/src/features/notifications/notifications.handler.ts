import { z } from 'zod';
import type { Db } from '../../db/database';
import { cursorInt, decodeCursor, DEFAULT_PAGE_LIMIT, keysetPage } from '../../db/cursor';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { requireUser } from '../../http/require-user';

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
  const user = requireUser(caller);
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const after = decodeCursor(body.cursor, cursorSchema);
  let query = ctx.db
    .selectFrom('notifications')
    .select(['id', 'kind', 'created_at', 'is_read', 'channel_login', 'clip_id', 'clip_title', 'actor_name'])
    .where('user_id', '=', user.id);
  if (after) query = query.where('id', '<', after.id);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (r) => ({
      notificationId: String(r.id),
      kind: r.kind,
      createdAt: r.created_at.toISOString(),
      isRead: r.is_read,
      channelLogin: r.channel_login,
      internalClipId: r.clip_id,
      clipTitle: r.clip_title,
      actorName: r.actor_name,
    }),
    (r) => ({ id: r.id }),
  );
  return { notificationList: items, nextCursor, unreadCount: await unreadCount(ctx.db, user.id) };
};

export const getUnreadCount: Handler<'client/notifications/getUnreadCount'> = async ({ ctx, caller }) => {
  const user = requireUser(caller);
  return { unreadCount: await unreadCount(ctx.db, user.id) };
};

export const markRead: Handler<'client/notifications/markRead'> = async ({ ctx, body, caller }) => {
  const user = requireUser(caller);
  const id = Number(body.notificationId);
  // Beyond int4 no row can exist; another person's row is as unknown as a missing one.
  const mine =
    id <= 2147483647 &&
    (await ctx.db.updateTable('notifications').set({ is_read: true }).where('id', '=', id).where('user_id', '=', user.id).returning('id').executeTakeFirst());
  if (!mine) throw new ApiError('NOTIFICATION_NOT_FOUND');
  return { unreadCount: await unreadCount(ctx.db, user.id) };
};

export const markAllRead: Handler<'client/notifications/markAllRead'> = async ({ ctx, caller }) => {
  const user = requireUser(caller);
  await ctx.db.updateTable('notifications').set({ is_read: true }).where('user_id', '=', user.id).where('is_read', '=', false).execute();
  return { unreadCount: 0 };
};
