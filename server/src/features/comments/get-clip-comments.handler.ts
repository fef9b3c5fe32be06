import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { DEFAULT_PAGE_LIMIT, cursorId, cursorTimestamp, decodeCursor, keysetPage } from '../../http/cursor';
import { viewerId } from '../../http/caller';
import { toComment } from './comment-row';
import { threadsOf, visibleCommentRows } from './threads';
import { isClipOpenTo, readyClipOpenTo } from '../../domain/visible-clips';

const cursorSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

/**
 * Top-level comments, newest first, keyset by (created_at, id), each with its reply count and oldest replies
 * (ADR 0117); comments and replies by users the viewer blocks are left out (a blocked person's comment takes its
 * thread out of view with it).
 */
export const getClipComments: Handler<'client/clipComment/getClipComments'> = async ({ ctx, body, caller }) => {
  const limit = body.limit ?? DEFAULT_PAGE_LIMIT;
  const cursor = decodeCursor(body.cursor, cursorSchema);
  const reader = caller.user ?? null;
  const viewer = viewerId(caller);
  // The clip's own check rides on the page's query (a statement per page saved, ADR 0156): comments come back only
  // for a ready clip this person may read. An empty page is the one case that must ask the clip itself.
  const clipReadable = sql<SqlBool>`EXISTS (SELECT 1 FROM clips c WHERE c.id = ${body.internalClipId} AND ${readyClipOpenTo(reader)})`;
  let q = visibleCommentRows(ctx.db, viewer)
    .where('cm.clip_id', '=', body.internalClipId)
    .where('cm.parent_id', 'is', null)
    .where(clipReadable);
  if (cursor) q = q.where(sql<SqlBool>`(cm.created_at, cm.id) < (${cursor.t}::timestamptz, ${cursor.id})`);
  const rows = await q.orderBy('cm.created_at', 'desc').orderBy('cm.id', 'desc').limit(limit + 1).execute();
  if (rows.length === 0) {
    const clip = await ctx.db.selectFrom('clips').select(['status', 'visibility', 'channel_login', 'submitter_user_id']).where('id', '=', body.internalClipId).executeTakeFirst();
    if (!clip || clip.status !== 'ready' || !isClipOpenTo(reader, clip)) throw new ApiError('CLIP_NOT_FOUND');
  }
  const ids = rows.slice(0, limit).map((r) => r.id);
  const threads = await threadsOf(ctx.db, viewer, ids, ctx.config.mediaBaseUrl);
  const { items, nextCursor } = keysetPage(
    rows,
    limit,
    (row) => toComment(row, ctx.config.mediaBaseUrl, row.mention_names, threads.get(row.id)),
    (r) => ({ t: r.created_at_text, id: r.id }),
  );
  return { commentList: items, nextCursor };
};
