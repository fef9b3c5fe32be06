import { z } from 'zod';
import { defineCall } from '../define';
import { categorySlug, channelLogin, cursor, FRONTPAGE_PERIODS, FRONTPAGE_SORTS, isoDate, pageLimit, safeString } from '../fields';
import { category, clip } from '../models';
import { SITEMAP_PAGE_MAX } from '../limits';

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
    /** Ours (shared 1.13.0, ADR 0150): only clips of this category (a chip, a category page); unknown: CATEGORY_NOT_FOUND. */
    categorySlug: categorySlug.optional(),
    cursor,
    limit: pageLimit,
  }),
  answer: z.object({ clipList: z.array(clip), nextCursor: safeString().nullable() }),
  errors: ['CATEGORY_NOT_FOUND'],
  summary: 'The frontpage listing of ready clips.',
});

export const fetchByChannelLogins = defineCall({
  path: 'client/videoListing/fetchByChannelLogins',
  request: z.strictObject({
    channelLoginList: z.array(channelLogin).min(1).max(50),
    sort: z.enum(['new', 'top']).default('new'),
    /** Only clips published within this period (the channel page's "top of the week"); 'all' when absent. */
    period: frontpagePeriod.default('all'),
    /** Ours (shared 1.13.0, ADR 0150): only clips of this category (the channel page's chips); unknown: CATEGORY_NOT_FOUND. */
    categorySlug: categorySlug.optional(),
    cursor,
    limit: pageLimit,
  }),
  answer: z.object({ clipList: z.array(clip), nextCursor: safeString().nullable() }),
  errors: ['CATEGORY_NOT_FOUND'],
  summary: 'Ready clips of the given channels (a channel page, the followed feed).',
});

export const fetchClipsById = defineCall({
  path: 'client/videoListing/fetchClipsById',
  request: z.strictObject({ internalClipIdList: z.array(safeString().max(32)).min(1).max(100) }),
  answer: z.object({ clipList: z.array(clip) }),
  errors: [],
  summary: 'The given clips in the order asked; deleted, rejected or unknown ids are left out.',
});

export const sitemapEntry = z.object({
  /** The channel of the entry (for a clip, the clip's channel). */
  channelLogin: safeString(),
  /** Set for clip entries, absent for channel entries. */
  internalClipId: safeString().optional(),
  lastModified: isoDate,
});
export type SitemapEntry = z.infer<typeof sitemapEntry>;

/**
 * Every public address a crawler may list: ready clips or channels, keyset-paged in a stable order (clip id, channel
 * login) so the HTML host can cut a sitemap index past 50,000 addresses. Public data only; blocks do not apply.
 */
export const sitemapEntries = defineCall({
  path: 'client/videoListing/sitemapEntries',
  request: z.strictObject({
    kind: z.enum(['clips', 'channels']),
    /** Opaque: the previous page's nextCursor. */
    cursor,
    limit: z.number().int().min(1).max(SITEMAP_PAGE_MAX).optional(),
  }),
  answer: z.object({ entryList: z.array(sitemapEntry), nextCursor: safeString().nullable() }),
  errors: [],
  ours: true,
  summary: 'Ready clips or channels for the sitemap, keyset-paged (HTML host).',
});

/* Categories (issue 23 item 6, ADR 0150): what the listings' category filter and the category pages read. */

/** A category with how many public ready clips it has (in the channel asked about, when one is). */
export const categoryWithCount = category.extend({ clipCount: z.number().int() });
export type CategoryWithCount = z.infer<typeof categoryWithCount>;

/**
 * Ours (issue 23 item 6, ADR 0150): every category, most clips first (then by English name), each with its count of
 * public ready clips, in `channelLogin` only when it is given (the channel page's chips). `withClipsOnly` leaves out
 * the ones without a clip (the filter chips); the upload form asks for all of them. Public and cacheable.
 */
export const getCategories = defineCall({
  path: 'client/categories/getCategories',
  ours: true,
  request: z.strictObject({ channelLogin: channelLogin.optional(), withClipsOnly: z.boolean().optional() }),
  answer: z.object({ categoryList: z.array(categoryWithCount) }),
  errors: [],
  summary: 'The categories clips can be in, with their clip counts (in one channel when asked).',
});

/** Ours (ADR 0150): one category by its address name, for its page. An unknown or malformed one is CATEGORY_NOT_FOUND. */
export const getCategory = defineCall({
  path: 'client/categories/getCategory',
  ours: true,
  request: z.strictObject({ categorySlug }),
  answer: z.object({ category: categoryWithCount }),
  errors: ['CATEGORY_NOT_FOUND'],
  summary: 'One category by its slug, with its count of public ready clips.',
});
