import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notifyClipComment, notifySafely, written } from './write';

/**
 * Replies and @mentions in the notification centre (issue 19, ADR 0117), written like every writer of write.ts: one
 * INSERT … SELECT from the rows that say what happened, ON CONFLICT DO NOTHING on the dedupe key, then trimmed.
 * Nobody hears of their own words, nor of a person or channel they block; a clip that is not public tells nobody.
 */

/** The author of the comment a reply answers hears of it (dedupe `reply:<commentId>`). */
export function notifyCommentReply(db: Db, commentId: string): Promise<number> {
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title, actor_name, actor_user_id)
      SELECT target.user_id, 'comment_reply', 'reply:' || cm.id, c.channel_login, c.id, c.title, cm.user_name, cm.user_id
      FROM comments cm
        JOIN comments target ON target.id = cm.reply_to_id
        JOIN clips c ON c.id = cm.clip_id
      WHERE cm.id = ${commentId} AND c.status = 'ready' AND cm.held_at IS NULL
        AND target.user_id IS NOT NULL
        AND target.user_id IS DISTINCT FROM cm.user_id
        AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.user_id = target.user_id AND ub.blocked_user_id = cm.user_id)
        AND NOT EXISTS (SELECT 1 FROM channel_blocks cb WHERE cb.user_id = target.user_id AND cb.channel_login = c.channel_login)
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/**
 * Each person a comment mentions (comment_mentions: at most MENTIONS_PER_COMMENT) hears of it (dedupe
 * `mention:<commentId>:<userId>`), except the person it replies to, who already hears of it as the reply.
 */
export function notifyCommentMentions(db: Db, commentId: string): Promise<number> {
  return written(
    db,
    sql<{ user_id: string }>`
      INSERT INTO notifications (user_id, kind, dedupe_key, channel_login, clip_id, clip_title, actor_name, actor_user_id)
      SELECT m.user_id, 'comment_mention', 'mention:' || cm.id || ':' || m.user_id, c.channel_login, c.id, c.title, cm.user_name, cm.user_id
      FROM comment_mentions m
        JOIN comments cm ON cm.id = m.comment_id
        JOIN clips c ON c.id = cm.clip_id
        LEFT JOIN comments target ON target.id = cm.reply_to_id
      WHERE m.comment_id = ${commentId} AND c.status = 'ready' AND cm.held_at IS NULL
        AND m.user_id IS DISTINCT FROM cm.user_id
        AND m.user_id IS DISTINCT FROM target.user_id
        AND NOT EXISTS (SELECT 1 FROM user_blocks ub WHERE ub.user_id = m.user_id AND ub.blocked_user_id = cm.user_id)
        AND NOT EXISTS (SELECT 1 FROM channel_blocks cb WHERE cb.user_id = m.user_id AND cb.channel_login = c.channel_login)
      ON CONFLICT (user_id, dedupe_key) DO NOTHING
      RETURNING user_id`.execute(db),
  );
}

/**
 * The notifications a public comment sends, when it is written or when a reviewer approves it (a held comment tells
 * nobody before, ADR 0133): the clip's submitter hears of a new top-level comment, the person a reply answers hears
 * of it, and everyone its mentions name. A failed write is logged, never the comment's failure.
 */
export async function notifyCommentWritten(
  db: Db,
  log: Parameters<typeof notifySafely>[0],
  commentId: string,
  isReply: boolean,
  // The writer knows whether it stored any mention; a statement that would find none is a round trip saved per comment.
  mentionsSomeone = true,
): Promise<void> {
  if (isReply) await notifySafely(log, () => notifyCommentReply(db, commentId));
  else await notifySafely(log, () => notifyClipComment(db, commentId));
  if (mentionsSomeone) await notifySafely(log, () => notifyCommentMentions(db, commentId));
}
