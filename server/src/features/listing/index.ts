import type { GroupHandlers } from '../../http/handler';
import { masterFrontpageList } from './master-frontpage-list.handler';
import { fetchByChannelLogins } from './fetch-by-channel-logins.handler';
import { fetchClipsById } from './fetch-clips-by-id.handler';
import { sitemapEntries } from './sitemap-entries.handler';
import { getCategories } from './get-categories.handler';
import { getCategory } from './get-category.handler';

export const listingHandlers = {
  'client/videoListing/masterFrontpageList': masterFrontpageList,
  'client/videoListing/fetchByChannelLogins': fetchByChannelLogins,
  'client/videoListing/fetchClipsById': fetchClipsById,
  'client/videoListing/sitemapEntries': sitemapEntries,
  'client/categories/getCategories': getCategories,
  'client/categories/getCategory': getCategory,
} satisfies GroupHandlers<'listing'>;
