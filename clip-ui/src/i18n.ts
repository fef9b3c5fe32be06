import { defineStrings } from '@clipyard/shared';

/** Strings of the clip card, the grid and the share sheet (namespace 'clipCard'), used by the remotes that bundle the kit. */
export const clipCardNamespace = 'clipCard' as const;

export const enUS = {
  likes: 'Likes: {{count}}',
  likesLiked: 'Likes: {{count}} (you liked it)',
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
  // The share sheet (share/ShareSheet.tsx): one link per site.
  shareOn: {
    x: 'Share on X',
    reddit: 'Share on Reddit',
    facebook: 'Share on Facebook',
    line: 'Share on LINE',
    bluesky: 'Share on Bluesky',
    email: 'Send by email',
  },
  opensInNewTab: '{{label}} (opens in a new tab)',
};

export const clipCardStrings = defineStrings(clipCardNamespace, enUS, () => import('./i18n.ja'));
