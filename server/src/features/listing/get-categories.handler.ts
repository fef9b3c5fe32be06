import type { Handler } from '../../http/handler';
import { categoriesWithCounts } from './category-counts';

export const getCategories: Handler<'client/categories/getCategories'> = async ({ ctx, body }) => ({
  categoryList: await categoriesWithCounts(ctx.db, { channelLogin: body.channelLogin, withClipsOnly: body.withClipsOnly }),
});
