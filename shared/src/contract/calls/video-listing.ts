import { z } from 'zod';
import { defineCall } from '../define';
import { FRONTPAGE_PERIODS, FRONTPAGE_SORTS, channelLogin, cursor, pageLimit } from '../fields';
import { clip } from '../models';

export const frontpageSort = z.enum(FRONTPAGE_SORTS);
export const frontpagePeriod = z.enum(FRONTPAGE_PERIODS);
export type FrontpageSort = z.infer<typeof frontpageSort>;
export type FrontpagePeriod = z.infer<typeof frontpagePeriod>;

/**
 * trending: (likes * 2 + views) decayed by age; top: likes; new: newest. Keyset pagination by (score, id).
 * A signed-in viewer never gets clips of channels they block or clips submitted by users they block.
 */
export const masterFrontpageList = defineCall({
  path: 'client/videoListing/masterFrontpageList',
  request: z.strictObject({
    sort: frontpageSort.default('trending'),
    period: frontpagePeriod.default('7d'),
    cursor,
    limit: pageLimit,
  }),
  answer: z.object({ clipList: z.array(clip), nextCursor: z.string().nullable() }),
  errors: [],
  summary: 'The frontpage listing of ready clips.',
});

export const fetchByChannelLogins = defineCall({
  path: 'client/videoListing/fetchByChannelLogins',
  request: z.strictObject({
    channelLoginList: z.array(channelLogin).min(1).max(50),
    sort: z.enum(['new', 'top']).default('new'),
    cursor,
    limit: pageLimit,
  }),
  answer: z.object({ clipList: z.array(clip), nextCursor: z.string().nullable() }),
  errors: [],
  summary: 'Ready clips of the given channels (a channel page, the followed feed).',
});

export const fetchClipsById = defineCall({
  path: 'client/videoListing/fetchClipsById',
  request: z.strictObject({ internalClipIdList: z.array(z.string().max(32)).min(1).max(100) }),
  answer: z.object({ clipList: z.array(clip) }),
  errors: [],
  summary: 'The given clips in the order asked; deleted, rejected or unknown ids are left out.',
});
