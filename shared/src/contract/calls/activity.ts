import { z } from 'zod';
import { safeString } from '../fields';
import { defineCall } from '../define';

export const platformData = z.strictObject({
  browserName: safeString().max(60),
  platformName: safeString().max(60),
  browserVersion: safeString().max(40),
  isMobile: z.boolean(),
  isCapacitor: z.boolean(),
  hasTouch: z.boolean(),
});

export const activityNames = ['appLaunch', 'pageView', 'signIn', 'signUp', 'signOut'] as const;

export const reportActivity = defineCall({
  path: 'client/activity/reportActivity',
  request: z.strictObject({ activityName: z.enum(activityNames), platformData }),
  answer: z.object({}),
  errors: [],
  rateLimit: { max: 60, windowSeconds: 60 },
  summary: 'Records an activity event (SPEC section 3 payload).',
});

