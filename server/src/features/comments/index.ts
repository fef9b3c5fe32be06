import type { Handlers } from '../../http/handler';
import { getClipComments } from './get-clip-comments.handler';
import { submitComment } from './submit-comment.handler';

export const commentsHandlers = {
  'client/clipComment/getClipComments': getClipComments,
  'client/clipComment/submitComment': submitComment,
} satisfies Partial<Handlers>;
