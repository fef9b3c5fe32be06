import type { enUS } from './i18n';

const ja: typeof enUS = {
  likes: 'いいね：{{count}}',
  likesLiked: 'いいね：{{count}}（いいね済み）',
  views: '再生数：{{count}}',
  noThumbnail: 'サムネイルはまだ準備中です',
  thumbnailFailed: 'サムネイルを表示できません',
  watched: '視聴済み',
  loading: 'クリップを読み込み中…',
  loadMore: 'さらに読み込む',
  loadingMore: '読み込み中…',
  loadFailed: 'クリップを読み込めませんでした。',
  retry: '再試行',
  listLabel: 'クリップ',
  categoryLabel: 'カテゴリー：{{name}}',
  categoryFilterLabel: 'カテゴリーで絞り込む',
  allCategories: 'すべてのカテゴリー',
  categoriesFailed: 'カテゴリーを読み込めませんでした。',
  shareOn: {
    x: 'X でシェア',
    reddit: 'Reddit でシェア',
    facebook: 'Facebook でシェア',
    line: 'LINE で送る',
    bluesky: 'Bluesky でシェア',
    email: 'メールで送る',
  },
  opensInNewTab: '{{label}}（新しいタブで開きます）',
};

export default ja;
