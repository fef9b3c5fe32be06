import type { GroupHandlers } from '../../http/handler';
import { getUserLikedClips } from './get-user-liked-clips.handler';
import { modifyLikeClipPreference } from './modify-like-clip-preference.handler';

export const likesHandlers = {
  'client/userLikes/getUserLikedClips': getUserLikedClips,
  'client/clipLikes/modifyLikeClipPreference': modifyLikeClipPreference,
} satisfies GroupHandlers<'likes'>;
