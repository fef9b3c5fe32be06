import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { internalClipId } from '../fields';
import { recommendationItem } from '../models';

/** A view counts once per viewer (user, or hashed IP + user agent) and clip per 24 hours, after 3 s watched. */
export const clipPlaybackReport = defineCall({
  path: 'client/analytics/clipPlaybackReport',
  request: z.strictObject({ internalClipId, watchedSeconds: z.number().min(0).max(86400) }),
  answer: z.object({ isCounted: z.boolean(), viewCount: z.number().int() }),
  errors: ['CLIP_NOT_FOUND'],
  rateLimit: { max: 120, windowSeconds: 60 },
  summary: 'Records a playback for view counting.',
});

/** SPEC section 3: maxDisplayCount and channelRecommendationItemList (capped, blocked channels excluded). */
export const channelRecommendationList = defineCall({
  path: 'client/recommendation/channelRecommendationList',
  request: emptyRequest,
  answer: z.object({
    maxDisplayCount: z.number().int(),
    channelRecommendationItemList: z.array(recommendationItem),
    /** Followed channels, shown in a separate list (SPEC section 9). */
    followedChannelItemList: z.array(recommendationItem),
  }),
  errors: [],
  summary: 'Channels to discover, cached 5 minutes on the server.',
});

export const platformData = z.strictObject({
  browserName: z.string().max(60),
  platformName: z.string().max(60),
  browserVersion: z.string().max(40),
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

