import type { GroupHandlers } from '../../http/handler';
import { getAllClipRequests } from './get-all-clip-requests.handler';
import { respondClipRequestDecision } from './respond-clip-request-decision.handler';
import { rejectAll } from './reject-all.handler';

export const clipRequestsHandlers = {
  'client/clipRequests/getAllClipRequests': getAllClipRequests,
  'client/clipRequests/respondClipRequestDecision': respondClipRequestDecision,
  'client/clipRequests/rejectAll': rejectAll,
} satisfies GroupHandlers<'clip-requests'>;
