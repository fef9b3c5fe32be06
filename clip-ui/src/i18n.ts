import { defineStrings } from '@clipyard/shared';

/** Strings of the clip card and grid (namespace 'clipCard'), used by the clips and channels remotes. */
export const clipCardNamespace = 'clipCard' as const;

export const enUS = {
  likes: 'Likes: {{count}}',
  views: 'Views: {{count}}',
  noThumbnail: 'Thumbnail not ready yet',
  thumbnailFailed: 'Thumbnail unavailable',
  watched: 'Watched',
  loading: 'Loading clips…',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadFailed: 'Could not load clips.',
  retry: 'Try again',
  listLabel: 'Clips',
  categoryLabel: 'Category: {{name}}',
  categoryFilterLabel: 'Filter by category',
  allCategories: 'All categories',
  categoriesFailed: 'Categories could not be loaded.',
};

export const clipCardStrings = defineStrings(clipCardNamespace, enUS, () => import('./i18n.ja'));
