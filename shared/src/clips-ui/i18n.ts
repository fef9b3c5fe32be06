/** Strings of the clip card and grid (namespace 'clipCard'), used by the clips and channels remotes. */
export const clipCardNamespace = 'clipCard';

const enUS = {
  likes: 'Likes: {{count}}',
  views: 'Views: {{count}}',
  noThumbnail: 'Thumbnail not ready yet',
  loading: 'Loading clips…',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadFailed: 'Could not load clips.',
  retry: 'Try again',
  listLabel: 'Clips',
};

const ja: typeof enUS = {
  likes: 'いいね: {{count}}',
  views: '再生数: {{count}}',
  noThumbnail: 'サムネイルはまだ準備中です',
  loading: 'クリップを読み込み中…',
  loadMore: 'さらに読み込む',
  loadingMore: '読み込み中…',
  loadFailed: 'クリップを読み込めませんでした。',
  retry: '再試行',
  listLabel: 'クリップ',
};

export const clipCardResources = { 'en-US': enUS, ja };
