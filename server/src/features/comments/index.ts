import type { GroupHandlers } from '../../http/handler';
import { deleteComment } from './delete-comment.handler';
import { getClipComments } from './get-clip-comments.handler';
import { getCommentReplies } from './get-comment-replies.handler';
import { mentionSuggestions } from './mention-suggestions.handler';
import { submitComment } from './submit-comment.handler';

export const commentsHandlers = {
  'client/clipComment/getClipComments': getClipComments,
  'client/clipComment/submitComment': submitComment,
  'client/clipComment/deleteComment': deleteComment,
  'client/clipComment/getCommentReplies': getCommentReplies,
  'client/clipComment/mentionSuggestions': mentionSuggestions,
} satisfies GroupHandlers<'comments'>;
