import type { enUS } from './i18n';

const ja: typeof enUS = {
  finishRegistration: {
    heading: 'アカウントの作成を完了する',
    intro: '{{email}} としてログインしていますが、Clipyard のアカウントはまだ完成していません。ユーザー名を選んで完了してください。',
    submit: 'アカウントを完成させる',
    cancel: '登録をキャンセル',
    cancelTitle: '登録をキャンセルしますか？',
    cancelBody: '{{email}} 用に作成したログイン情報を削除します。いつでも登録し直せます。',
    cancelConfirm: '削除してキャンセル',
    cancelled: '登録をキャンセルしました。何も保存されていません。',
    cancelFailed: '登録をキャンセルできませんでした。',
    signInAgain: '安全のため、一度ログアウトしてからもう一度ログインし、キャンセルしてください。',
    loading: 'アカウントを読み込んでいます…',
    signedOutTitle: '完了するものはありません',
    signedOutBody: '続けるにはログインするか、アカウントを作成してください。',
    login: 'ログイン',
    doneTitle: 'アカウントは準備できています',
    doneBody: '完了が必要なものはありません。',
    toFrontpage: 'トップページへ',
  },
};

export default ja;
