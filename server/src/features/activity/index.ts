import type { GroupHandlers } from '../../http/handler';
import { reportActivity } from './report-activity.handler';

export const activityHandlers = {
  'client/activity/reportActivity': reportActivity,
} satisfies GroupHandlers<'activity'>;
