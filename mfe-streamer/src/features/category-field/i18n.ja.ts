import type { enUS } from './i18n';

const ja: typeof enUS = {
  categoryField: {
    label: 'カテゴリー（任意）',
    none: 'カテゴリーなし',
    help: '配信していたゲームやカテゴリー。Twitch のクリップは Twitch のゲームが使われます。',
    loading: 'カテゴリーを読み込み中…',
    failed: 'カテゴリーを読み込めませんでした。カテゴリーなしで送信できます。',
    open: 'カテゴリー',
    openLabel: '{{title}}のカテゴリー',
    dialogTitle: '「{{title}}」のカテゴリー',
    managerHelp: 'クリップを配信していたゲームやカテゴリー。カードにリンクが表示され、カテゴリーのページに載ります。',
    save: '保存',
    cancel: 'キャンセル',
    saved: 'カテゴリーを保存しました',
  },
};

export default ja;
