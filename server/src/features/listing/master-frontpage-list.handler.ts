import type { Handler } from '../../http/handler';
import { categoryFilter } from '../../http/category-filter';
import { viewerId } from '../../http/caller';
import { frontpagePage } from './frontpage-query';

export const masterFrontpageList: Handler<'client/videoListing/masterFrontpageList'> = async ({ ctx, body, caller }) => {
  const { categorySlug, ...rest } = body;
  const categoryId = await categoryFilter(ctx.db, categorySlug);
  return frontpagePage(ctx.db, { ...rest, categoryId, viewerUserId: viewerId(caller) });
};
