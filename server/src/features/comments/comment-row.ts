import type { Comment } from '@clipyard/shared/contract';
import { toIso } from '../clips';

export function toComment(row: { id: string; clip_id: string; user_name: string; text: string; created_at: unknown }): Comment {
  return {
    commentId: row.id,
    internalClipId: row.clip_id,
    commenterUserName: row.user_name,
    commentText: row.text,
    createdAt: toIso(row.created_at),
  };
}
