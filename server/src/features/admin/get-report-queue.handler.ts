import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { toIso } from '../../domain/clip-row';

const cursorSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

/** The moderation queue, oldest first (first come, first reviewed); open reports unless another status is asked. */
export const getReportQueue: Handler<'client/admin/getReportQueue'> = async ({ ctx, body }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchema);
  let q = ctx.db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporter_user_id')
    .selectAll('r')
    .select(['u.username as reporter_username', sql<string>`r.created_at::text`.as('created_at_text')])
    .where('r.status', '=', body.status ?? 'open');
  if (cursor) q = q.where(sql<SqlBool>`(r.created_at, r.id) > (${cursor.t}::timestamptz, ${cursor.id})`);
  const rows = await q.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (r) => ({
      reportId: r.id,
      targetKind: r.target_kind,
      internalClipId: r.clip_id,
      channelLogin: r.channel_login,
      commentId: r.comment_id,
      commentText: r.comment_text,
      commenterUserName: r.commenter_user_name,
      reason: r.reason,
      reporterUserName: r.reporter_username,
      status: r.status,
      createdAt: toIso(r.created_at),
    }),
    (r) => ({ t: r.created_at_text, id: r.id }),
  );
  return { reportList: items, nextCursor };
};
