import { z } from 'zod';
import { defineCall } from '../define';
import { categorySlug, channelLogin } from '../fields';
import { category } from '../models';

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
