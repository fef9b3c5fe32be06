import type { GroupHandlers } from '../../http/handler';
import { clipEncodeStatus } from './clip-encode-status.handler';
import { getMySubmissions } from './get-my-submissions.handler';
import { renamePendingRequest } from './rename-pending-request.handler';
import { submitClip } from './submit-clip.handler';

export { registerTusUploads } from './tus-uploads';

/** submitClip and clipEncodeStatus (the media issue); the submitter's own list and pending renames (ADR 0124). */
export const submissionHandlers = {
  'client/userSubmission/submitClip': submitClip,
  'client/userSubmission/clipEncodeStatus': clipEncodeStatus,
  'client/userSubmission/getMySubmissions': getMySubmissions,
  'client/userSubmission/renamePendingRequest': renamePendingRequest,
} satisfies GroupHandlers<'submission'>;
