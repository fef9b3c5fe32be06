import { sql, type SqlBool } from 'kysely';
import { REPLY_PREVIEW_COUNT, type CommentReply } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { notBlockedUser } from '../../domain/block-filters';
import { toReply, type CommentRow } from './comment-row';

/**
 * The current names of the people a comment (`cm`) mentions (comment_mentions), as a column of the comment's own row:
 * read with the page rather than by a second statement after it (a round trip per page saved, bench/README.md).
 */
const mentionNames = sql<string[]>`ARRAY(
  SELECT mu.username FROM comment_mentions m JOIN users mu ON mu.id = m.user_id
  WHERE m.comment_id = cm.id ORDER BY mu.username_lower)`;

/**
 * Held comments (ADR 0133) are shown to their author only: everyone else, signed out included, sees the public ones.
 * Reviewers see theirs in their queue, not on the clip page.
 */
export function visibleComment(viewer: string | null) {
  return viewer ? sql<SqlBool>`(cm.held_at IS NULL OR cm.user_id = ${viewer})` : sql<SqlBool>`cm.held_at IS NULL`;
}

/**
 * Comments as the viewer may see them, with what a comment row needs (comment-row.ts): held ones only to their
 * author, none by people the viewer blocks. The callers add which comments (a clip's threads, one thread's replies),
 * the keyset cursor and the order.
 */
export function visibleCommentRows(db: Db, viewer: string | null) {
  let q = db
    .selectFrom('comments as cm')
    .leftJoin('users as u', 'u.id', 'cm.user_id')
    .select([
      'cm.id',
      'cm.clip_id',
      'cm.user_id',
      'cm.user_name',
      'cm.text',
      'cm.created_at',
      'cm.parent_id',
      'cm.held_at',
      'u.has_profile_picture',
      'u.profile_image_version',
      sql<string>`cm.created_at::text`.as('created_at_text'),
      mentionNames.as('mention_names'),
    ])
    .where(visibleComment(viewer));
  if (viewer) q = q.where(notBlockedUser(viewer, 'cm.user_id'));
  return q;
}

type ReplyRow = CommentRow & { parent_id: string; mention_names: string[]; rank: number | string; total: number | string };

/**
 * For each top-level comment: how many replies the viewer may see (not those by people they block) and the oldest
 * REPLY_PREVIEW_COUNT of them, in one query (a window over the page's threads, counted before the cut).
 */
export async function threadsOf(
  db: Db,
  viewer: string | null,
  parentIds: string[],
  mediaBaseUrl: string,
): Promise<Map<string, { replyCount: number; replyList: CommentReply[] }>> {
  const threads = new Map<string, { replyCount: number; replyList: CommentReply[] }>();
  if (parentIds.length === 0) return threads;
  const visible = viewer ? sql<SqlBool>`${notBlockedUser(viewer, 'cm.user_id')} AND ${visibleComment(viewer)}` : visibleComment(null);
  const rows = await sql<ReplyRow>`
    SELECT r.* FROM (
      SELECT cm.id, cm.clip_id, cm.user_id, cm.user_name, cm.text, cm.created_at, cm.parent_id, cm.held_at,
             u.has_profile_picture, u.profile_image_version, ${mentionNames} AS mention_names,
             row_number() OVER (PARTITION BY cm.parent_id ORDER BY cm.created_at, cm.id) AS rank,
             count(*) OVER (PARTITION BY cm.parent_id) AS total
      FROM comments cm LEFT JOIN users u ON u.id = cm.user_id
      WHERE cm.parent_id IN (${sql.join(parentIds)}) AND ${visible}
    ) r
    WHERE r.rank <= ${REPLY_PREVIEW_COUNT}
    ORDER BY r.parent_id, r.rank`.execute(db);
  for (const row of rows.rows) {
    const thread = threads.get(row.parent_id) ?? { replyCount: Number(row.total), replyList: [] };
    thread.replyList.push(toReply(row, mediaBaseUrl, row.mention_names));
    threads.set(row.parent_id, thread);
  }
  return threads;
}
