import type { Comment } from '@clipyard/shared/contract';
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
}

export function toComment(row: CommentRow, mediaBaseUrl: string): Comment {
  const hasImage = Boolean(row.user_id && row.has_profile_picture);
  return {
    commentId: row.id,
    internalClipId: row.clip_id,
    commenterUserName: row.user_name,
    commentText: row.text,
    createdAt: toIso(row.created_at),
    commenterProfileImageUrl: hasImage ? mediaUrl(mediaBaseUrl, profileImageKey(row.user_id!), Number(row.profile_image_version ?? 0)) : null,
  };
}
