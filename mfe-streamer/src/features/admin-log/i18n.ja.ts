import type { enUS } from './i18n';

const ja: typeof enUS = {
  moderationLog: {
    heading: 'モデレーション履歴',
    intro: 'モデレーターが行った操作を新しい順に表示しています。非公開メモはモデレーターだけが読めます。',
    back: '報告に戻る',
    filters: '履歴を絞り込む',
    moderator: 'モデレーター',
    moderatorHelp: '操作した時点のユーザー名',
    action: '操作',
    anyAction: 'すべての操作',
    from: '開始日',
    to: '終了日（この日を含む）',
    toBeforeFrom: '終了日が開始日より前です。この期間に当てはまる記録はありません。',
    apply: '絞り込む',
    clear: '条件をクリア',
    loading: 'モデレーション履歴を読み込み中…',
    failed: 'モデレーション履歴を読み込めませんでした：{{message}}',
    retry: '再試行',
    empty: '記録はまだありません。',
    emptyFiltered: '条件に一致する記録はありません。',
    loadMore: 'さらに表示',
    moreFailed: '続きを読み込めませんでした：{{message}}',
  },
};

export default ja;
