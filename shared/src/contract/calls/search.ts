import { z } from 'zod';
import { defineCall } from '../define';
import { channelLogin } from '../fields';
import { channelCard } from '../models';

/** Prefix first, then fuzzy (trigram similarity) matches on login and display name. */
export const channelLoginList = defineCall({
  path: 'client/search/channelLoginList',
  request: z.strictObject({ query: z.string().trim().max(50), limit: z.number().int().min(1).max(25).optional() }),
  answer: z.object({ channelLoginList: z.array(z.string()) }),
  errors: [],
  summary: 'Channel logins matching a search query (for suggestions); blocked channels left out for a signed-in viewer.',
});

export const channelDetails = defineCall({
  path: 'client/search/channelDetails',
  request: z.strictObject({ channelLoginList: z.array(channelLogin).min(1).max(50) }),
  answer: z.object({ channelDetailsList: z.array(channelCard) }),
  errors: [],
  summary: 'Cards for the given channels, in the order asked; unknown channels are left out.',
});
