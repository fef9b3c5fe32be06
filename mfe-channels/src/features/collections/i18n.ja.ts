import type { enUS } from './i18n';

const ja: typeof enUS = {
  collections: {
    heading: 'コレクション',
    clipCount_one: '{{count}} 本のクリップ',
    clipCount_other: '{{count}} 本のクリップ',
    noCover: 'カバー画像はまだありません',
    loading: 'コレクションを読み込み中…',
    retry: '再試行',
    byChannel: '{{channel}} のコレクション',
    channelLink: '{{channel}} のほかのクリップ',
    clipsLabel: 'このコレクションのクリップ（並び順どおり）',
    empty: 'このコレクションには、まだ表示できるクリップがありません。',
    notFoundTitle: 'コレクションが見つかりません',
    notFoundBody: 'このコレクションは存在しないか、配信者によって削除されました。',
    home: 'フロントページに戻る',
  },
};

export default ja;
