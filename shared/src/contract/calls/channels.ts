import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { channelLogin, channelReading, safeString } from '../fields';
import { channelProfile, link, recommendationItem, requestPolicy, submitRule, tipLink } from '../models';

export const getChannelProfile = defineCall({
  path: 'client/channel/getChannelProfile',
  request: z.strictObject({ channelLogin }),
  answer: z.object({ channelProfile }),
  errors: ['CHANNEL_NOT_FOUND', 'CHANNEL_INVALID'],
  summary: 'A channel’s page: description, links, tip links, request policy, featured clips, counts.',
});

/** The page editor's save. Only the streamer who claimed the channel. Links must be http(s), tip links https. */
export const setChannelProfile = defineCall({
  path: 'client/channel/setChannelProfile',
  request: z.strictObject({
    channelLogin,
    displayName: safeString().trim().min(1).max(40),
    /** The kana reading of the display name, for search (stored in hiragana; empty clears it; absent keeps it). */
    reading: channelReading.optional(),
    description: safeString().max(1000),
    links: z.array(link).max(10),
    tipLinks: z.array(tipLink).max(10),
    requestPolicy,
    /** Who may submit (shared 1.8.0); absent keeps the channel's rule (an older page editor's save). */
    submitRule: submitRule.optional(),
    featuredClipIds: z.array(safeString().max(32)).max(6),
  }),
  answer: z.object({ channelProfile }),
  errors: ['NOT_STREAMER', 'FORBIDDEN', 'INVALID_URL', 'TIP_LINK_INVALID', 'CLIP_NOT_FOUND', 'CHANNEL_INVALID', 'CHANNEL_READING_INVALID'],
  checkRevoked: false,
  summary: 'Saves the channel page of the streamer’s own channel.',
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
