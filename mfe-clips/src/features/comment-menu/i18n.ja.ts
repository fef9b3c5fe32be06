import type { enUS } from './i18n';

const ja: typeof enUS = {
  commentMenu: {
    open: '{{user}} のコメントメニュー',
    report: 'コメントを報告',
    blockUser: 'ユーザーをブロック',
    cancel: 'キャンセル',
    signInToReport: '不適切なコンテンツを報告するにはログインしてください',
    login: 'ログイン',
    reportThanks: 'ご報告ありがとうございます',
    reportFailed: '次のユーザーを報告できませんでした',
    userBlocked: 'ユーザーをブロックしました',
    blockFailed: 'ユーザーをブロックできませんでした',
    delete: 'コメントを削除',
    deleteConfirm: 'コメントを削除しますか？この操作は元に戻せません。',
    deleteConfirmReplies: 'コメントとその返信を削除しますか？この操作は元に戻せません。',
    deleted: 'コメントを削除しました',
    deleteFailed: 'コメントを削除できませんでした',
    blockTitle: '{{user}} をブロックしますか？',
    blockMessage: 'このユーザーのコメントとチャットメッセージは Clipyard のどこでも表示されなくなります。ブロックはブロックの管理ページでいつでも解除できます。',
    manageBlocks: 'ブロックを管理',
  },
};

export default ja;
