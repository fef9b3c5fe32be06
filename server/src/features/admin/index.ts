import type { Handlers } from '../../http/handler';
import { getReportQueue } from './get-report-queue.handler';
import { resolveReport } from './resolve-report.handler';

export const adminHandlers = {
  'client/admin/getReportQueue': getReportQueue,
  'client/admin/resolveReport': resolveReport,
} satisfies Partial<Handlers>;
