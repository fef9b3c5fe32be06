import type { GroupHandlers } from '../../http/handler';
import { getCommentingBlocks, liftCommentingBlock } from './commenting-blocks.handler';
import { getReportGroups } from './get-report-groups.handler';
import { getReportQueue } from './get-report-queue.handler';
import { resolveReport } from './resolve-report.handler';

export const adminHandlers = {
  'client/admin/getReportQueue': getReportQueue,
  'client/admin/resolveReport': resolveReport,
  'client/admin/getReportGroups': getReportGroups,
  'client/admin/getCommentingBlocks': getCommentingBlocks,
  'client/admin/liftCommentingBlock': liftCommentingBlock,
} satisfies GroupHandlers<'admin'>;
