import type { GroupHandlers } from '../../http/handler';
import { deleteComment } from './delete-comment.handler';
import { getClipComments } from './get-clip-comments.handler';
import { submitComment } from './submit-comment.handler';

export const commentsHandlers = {
  'client/clipComment/getClipComments': getClipComments,
  'client/clipComment/submitComment': submitComment,
  'client/clipComment/deleteComment': deleteComment,
} satisfies GroupHandlers<'comments'>;
