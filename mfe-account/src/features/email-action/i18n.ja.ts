import type { enUS } from './i18n';

const ja: typeof enUS = {
  emailAction: {
    working: 'リンクを開いています…',
    missingTitle: 'このリンクは不完全です',
    missingBody: 'メールのリンクをそのまま開くか、新しいメールをリクエストしてください。',
    unsupportedTitle: 'このリンクはここでは使えません',
    expiredTitle: 'このリンクは有効期限が切れています',
    expiredBody: 'メールのリンクは一定時間だけ有効です。下のボタンから新しいリンクをリクエストしてください。',
    usedTitle: 'このリンクは既に使用されたか、無効です',
    usedBody: 'リンクは一度だけ使えます。まだ必要な場合は、下のボタンから新しいリンクをリクエストしてください。',
    failedTitle: 'このリンクを開けませんでした',
    retry: 'もう一度試す',
    home: 'フロントページへ',
    askVerify: '確認メールを再送信',
    askReset: '再設定メールを再送信',
    askSignIn: 'ログインリンクを再送信',
    askChange: 'メールアドレスをもう一度変更',
    verified: 'メールアドレスの認証ありがとうございます',
    changedTitle: 'メールアドレスを変更しました',
    changedBody: 'メールアドレスは {{email}} になりました。今後はこのアドレスでログインしてください。',
    recoveredTitle: 'メールアドレスを元に戻しました',
    recoveredBody: 'メールアドレスは再び {{email}} になりました。変更に心当たりがない場合は、すぐに新しいパスワードを設定してください。',
    login: 'ログイン',
    resetHeading: '新しいパスワードを設定',
    resetFor: '{{email}} のパスワード',
    resetSubmit: '新しいパスワードを保存',
    resetDone: 'パスワードを変更しました。新しいパスワードでログインしてください。',
  },
  emailLink: {
    send: 'ログインリンクをメールで受け取る',
    sendHelp: 'パスワードは不要です。ログイン用のリンクをメールでお送りします。',
    sent: '{{email}} にログインリンクを送信しました。この端末でリンクを開くとログインできます。',
    askEmailHeading: 'ログインを完了する',
    askEmailBody: 'このリンクは別の端末またはブラウザで開かれました。リンクを送信したメールアドレスを入力してください。',
    submit: 'ログイン',
  },
};

export default ja;
