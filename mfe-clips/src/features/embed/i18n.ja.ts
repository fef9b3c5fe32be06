import type { enUS } from './i18n';

const ja: typeof enUS = {
  embed: {
    loading: 'クリップを読み込み中…',
    notFound: 'このクリップは存在しないか、削除されました。',
    failed: 'クリップを読み込めませんでした。',
    retry: '再試行',
    watchOn: 'Clipyard で見る',
    by: '{{title}} · {{channel}}',
    opensNewTab: '（新しいタブで開きます）',
  },
};

export default ja;
