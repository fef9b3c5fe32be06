import type { Handler } from '../../http/handler';
import { ApiError } from '../../http/api-error';
import { categoriesWithCounts } from './category-counts';

/** A category page's heading: the category and its clip count; CATEGORY_NOT_FOUND for a slug no category has. */
export const getCategory: Handler<'client/categories/getCategory'> = async ({ ctx, body }) => {
  const [category] = await categoriesWithCounts(ctx.db, { slug: body.categorySlug });
  if (!category) throw new ApiError('CATEGORY_NOT_FOUND', `No category ${body.categorySlug}`);
  return { category };
};
