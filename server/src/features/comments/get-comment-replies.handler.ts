import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { viewerId } from '../../http/caller';
import { toReply } from './comment-row';
import { visibleComment, visibleCommentRows } from './threads';
import { isClipOpenTo } from '../../domain/visible-clips';

const cursorSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

/**
 * The replies under one top-level comment of a public clip, oldest first (a conversation reads downwards), keyset by
 * (created_at, id); replies by users the viewer blocks are left out. A reply's id, or a comment of a clip that is
 * not public, is COMMENT_NOT_FOUND.
 */
export const getCommentReplies: Handler<'client/clipComment/getCommentReplies'> = async ({ ctx, body, caller }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchema);
  const root = await ctx.db
    .selectFrom('comments as cm')
    .innerJoin('clips as c', 'c.id', 'cm.clip_id')
    .select(['cm.id', 'cm.parent_id', 'c.status', 'c.visibility', 'c.channel_login', 'c.submitter_user_id'])
    .where('cm.id', '=', body.commentId)
    .where(visibleComment(viewerId(caller)))
    .executeTakeFirst();
  if (!root || root.parent_id !== null || root.status !== 'ready' || !isClipOpenTo(caller.user ?? null, root)) throw new ApiError('COMMENT_NOT_FOUND');

  const viewer = viewerId(caller);
  let q = visibleCommentRows(ctx.db, viewer).where('cm.parent_id', '=', root.id);
  if (cursor) q = q.where(sql<SqlBool>`(cm.created_at, cm.id) > (${cursor.t}::timestamptz, ${cursor.id})`);
  const rows = await q.orderBy('cm.created_at', 'asc').orderBy('cm.id', 'asc').limit(limit + 1).execute();
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (row) => toReply(row, ctx.config.mediaBaseUrl, row.mention_names),
    (r) => ({ t: r.created_at_text, id: r.id }),
  );
  return { replyList: items, nextCursor };
};
