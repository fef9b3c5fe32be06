import { z } from 'zod';
import { defineCall } from '../define';
import { channelLogin } from '../fields';
import { channelProfile, link, requestPolicy, tipLink } from '../models';

export const getChannelProfile = defineCall({
  path: 'client/channel/getChannelProfile',
  request: z.strictObject({ channelLogin }),
  answer: z.object({ channelProfile }),
  errors: ['CHANNEL_NOT_FOUND', 'CHANNEL_INVALID'],
  summary: 'A channel’s page: description, links, tip links, request policy, featured clips, counts.',
});

/** The page editor's save. Only the streamer who claimed the channel. Links must be http(s). */
export const setChannelProfile = defineCall({
  path: 'client/channel/setChannelProfile',
  request: z.strictObject({
    channelLogin,
    displayName: z.string().trim().min(1).max(40),
    description: z.string().max(1000),
    links: z.array(link).max(10),
    tipLinks: z.array(tipLink).max(10),
    requestPolicy,
    featuredClipIds: z.array(z.string().max(32)).max(6),
  }),
  answer: z.object({ channelProfile }),
  errors: ['NOT_STREAMER', 'FORBIDDEN', 'INVALID_URL', 'CLIP_NOT_FOUND', 'CHANNEL_INVALID'],
  checkRevoked: false,
  summary: 'Saves the channel page of the streamer’s own channel.',
});
