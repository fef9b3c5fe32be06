import type { Handlers } from '../../http/handler';
import { reportActivity } from './report-activity.handler';

export const activityHandlers = {
  'client/activity/reportActivity': reportActivity,
} satisfies Partial<Handlers>;
