import type { GroupHandlers } from '../../http/handler';
import { clipEncodeStatus } from './clip-encode-status.handler';
import { submitClip } from './submit-clip.handler';

/** submitClip and clipEncodeStatus (the media issue). */
export const submissionHandlers = {
  'client/userSubmission/submitClip': submitClip,
  'client/userSubmission/clipEncodeStatus': clipEncodeStatus,
} satisfies GroupHandlers<'submission'>;
