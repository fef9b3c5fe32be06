import { z } from 'zod';
import { defineCall } from '../define';
import { cursor, pageLimit, safeString } from '../fields';
import { clipRequest, clipRequestStatus } from '../models';

/** The signed-in streamer's queue of clips submitted to their channel under the 'approval' request policy. */
export const getAllClipRequests = defineCall({
  path: 'client/clipRequests/getAllClipRequests',
  request: z.strictObject({
    status: clipRequestStatus.optional().describe('default pending'),
    cursor,
    limit: pageLimit,
  }),
  answer: z.object({ clipRequestList: z.array(clipRequest), nextCursor: safeString().nullable() }),
  errors: ['NOT_STREAMER'],
  summary: 'Lists clip requests of the streamer’s own channel, newest first.',
});

export const respondClipRequestDecision = defineCall({
  path: 'client/clipRequests/respondClipRequestDecision',
  request: z.strictObject({ requestId: safeString().min(1).max(64), isApproved: z.boolean() }),
  answer: z.object({ requestId: safeString(), status: clipRequestStatus }),
  errors: ['NOT_STREAMER', 'REQUEST_NOT_FOUND', 'REQUEST_ALREADY_DECIDED', 'FORBIDDEN'],
  summary: 'Approves (publishes) or rejects one pending request of the streamer’s own channel.',
});

export const rejectAll = defineCall({
  path: 'client/clipRequests/rejectAll',
  request: z.strictObject({}),
  answer: z.object({ rejectedCount: z.number().int() }),
  errors: ['NOT_STREAMER'],
  summary: 'Rejects every pending request of the streamer’s own channel.',
});
