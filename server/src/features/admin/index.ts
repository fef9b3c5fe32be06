import type { GroupHandlers } from '../../http/handler';
import { getSuspendedAccounts, restoreAccount, suspendAccount } from './account-suspensions.handler';
import { getCommentingBlocks, liftCommentingBlock } from './commenting-blocks.handler';
import { getReportGroups } from './get-report-groups.handler';
import { getReportQueue } from './get-report-queue.handler';
import { getModerationLog } from './moderation-log.handler';
import { getLegalHolds, liftLegalHold, placeLegalHold } from './legal-holds.handler';
import { startReportReview } from './start-report-review.handler';
import { resolveReport } from './resolve-report.handler';
import { setClipVisibility } from './set-clip-visibility.handler';
import { decideClipAppeal, getClipAppeals } from './clip-appeals.handler';
import { decideTakedownNotice, getTakedownNotices } from './takedown-notices.handler';
import { decideRegistration, getRegistrationRequests } from './registration-requests.handler';

export const adminHandlers = {
  'client/admin/getReportQueue': getReportQueue,
  'client/admin/resolveReport': resolveReport,
  'client/admin/getReportGroups': getReportGroups,
  'client/admin/getCommentingBlocks': getCommentingBlocks,
  'client/admin/liftCommentingBlock': liftCommentingBlock,
  'client/admin/getSuspendedAccounts': getSuspendedAccounts,
  'client/admin/suspendAccount': suspendAccount,
  'client/admin/restoreAccount': restoreAccount,
  'client/admin/getRegistrationRequests': getRegistrationRequests,
  'client/admin/decideRegistration': decideRegistration,
  'client/admin/startReportReview': startReportReview,
  'client/admin/getModerationLog': getModerationLog,
  'client/admin/getLegalHolds': getLegalHolds,
  'client/admin/placeLegalHold': placeLegalHold,
  'client/admin/liftLegalHold': liftLegalHold,
  'client/admin/setClipVisibility': setClipVisibility,
  'client/admin/getClipAppeals': getClipAppeals,
  'client/admin/decideClipAppeal': decideClipAppeal,
  'client/admin/getTakedownNotices': getTakedownNotices,
  'client/admin/decideTakedownNotice': decideTakedownNotice,
} satisfies GroupHandlers<'admin'>;
