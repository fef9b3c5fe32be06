import type { enUS } from './i18n';

const ja: typeof enUS = {
  addToCollection: {
    open: 'コレクションに追加',
    openLabel: 'コレクションに追加：「{{title}}」',
    dialogTitle: '「{{title}}」のコレクション',
    help: 'チェックを入れるとコレクションの最後に追加し、外すとコレクションから外します。変更はすぐに保存されます。',
    loading: 'コレクションを読み込んでいます…',
    failed: 'コレクションを読み込めませんでした：{{message}}',
    retry: '再試行',
    empty: 'コレクションはまだありません。下で最初のコレクションを作成できます。',
    listLabel: 'あなたのコレクション',
    clipCount_one: '{{count}}本のクリップ',
    clipCount_other: '{{count}}本のクリップ',
    added: '「{{collection}}」に追加しました',
    removed: '「{{collection}}」から外しました',
    addFailed: '「{{collection}}」に追加できませんでした：{{message}}',
    removeFailed: '「{{collection}}」から外せませんでした：{{message}}',
    newLabel: '新しいコレクション',
    newHelp: '日本語のタイトルです。英語のタイトルはコレクションのページで追加できます。',
    create: '作成して追加',
    created: 'このクリップでコレクション「{{collection}}」を作成しました',
    createFailed: 'コレクションを作成できませんでした：{{message}}',
    full: 'チャンネルに作成できるコレクションの上限に達しています。',
    close: '閉じる',
  },
};

export default ja;
