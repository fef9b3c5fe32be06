import type { enUS } from './i18n';

const ja: typeof enUS = {
  categoryPage: {
    loading: 'カテゴリーを読み込み中…',
    eyebrow: 'カテゴリー',
    clipCount_one: '{{count}}件のクリップ',
    clipCount_other: '{{count}}件のクリップ',
    listLabel: '{{name}}のクリップ',
    empty: 'この期間には{{name}}のクリップがまだありません。別の期間をお試しください。',
    notFoundTitle: 'カテゴリーが見つかりません',
    notFoundBody: 'このカテゴリーは存在しません。アドレスが間違っている可能性があります。',
    retry: '再試行',
    home: 'フロントページに戻る',
  },
};

export default ja;
