import type { Comment, CommentReply } from '@clipyard/shared/contract';
import { mediaUrl, profileImageKey } from '@clipyard/shared/media';
import { toIso } from '../../domain/clip-row';

export interface CommentRow {
  id: string;
  clip_id: string;
  user_name: string;
  text: string;
  created_at: unknown;
  /** The author (null once the account is deleted) and their profile image, when the query joined users. */
  user_id?: string | null;
  has_profile_picture?: boolean | null;
  profile_image_version?: number | string | null;
  /** The top-level comment a reply sits under (ADR 0117); null for a top-level comment. */
  parent_id?: string | null;
  /** Set while a watched word holds it for review (ADR 0133): only its author is shown it, marked. */
  held_at?: unknown;
}

/** One comment or reply as answers carry it; `mentions` are the current names of the people it mentions. */
export function toReply(row: CommentRow, mediaBaseUrl: string, mentions: string[] = []): CommentReply {
  const hasImage = Boolean(row.user_id && row.has_profile_picture);
  return {
    commentId: row.id,
    internalClipId: row.clip_id,
    commenterUserName: row.user_name,
    commentText: row.text,
    createdAt: toIso(row.created_at),
    commenterProfileImageUrl: hasImage ? mediaUrl(mediaBaseUrl, profileImageKey(row.user_id!), Number(row.profile_image_version ?? 0)) : null,
    parentCommentId: row.parent_id ?? null,
    mentionedUserNames: mentions,
    ...(row.held_at ? { heldForReview: true } : {}),
  };
}

/** A top-level comment with its thread: how many replies the viewer may see, and the oldest of them. */
export function toComment(row: CommentRow, mediaBaseUrl: string, mentions: string[] = [], thread?: { replyCount: number; replyList: CommentReply[] }): Comment {
  const comment: Comment = toReply(row, mediaBaseUrl, mentions);
  return row.parent_id ? comment : { ...comment, replyCount: thread?.replyCount ?? 0, replyList: thread?.replyList ?? [] };
}
