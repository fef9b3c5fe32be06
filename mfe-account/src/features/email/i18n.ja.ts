import type { enUS } from './i18n';

const ja: typeof enUS = {
  "emailPage": {
    "heading": "メールアドレス",
    "loading": "アカウントを読み込んでいます…",
    "address": "メールアドレス：{{email}}",
    "verified": "認証済み",
    "notVerified": "未認証",
    "verifyIntro": "メールアドレスを認証するとすべての機能が使えます。リンクをお送りしますので、開いてからこのページに戻ってください。",
    "send": "確認メールを送信",
    "sendAgain": "確認メールを再送信",
    "sent": "メールを送信しました。迷惑メールフォルダもご確認ください。",
    "sendFailed": "確認メールを送信できませんでした。管理者にお問い合わせください。",
    "check": "リンクを開きました：もう一度確認",
    "stillNotVerified": "メールアドレスはまだ認証されていません。メールのリンクを開いてから、もう一度確認してください。",
    "nowVerified": "メールアドレスの認証ありがとうございます",
    "checkFailed": "認証状態を確認できませんでした",
    "signedOutTitle": "メールアドレスを管理するにはログインしてください",
    "signedOutBody": "メールアドレスはアカウントに属しています。",
    "login": "ログイン",
    "back": "プロフィールに戻る",
    "changeHeading": "メールアドレスを変更",
    "changeIntro": "新しいアドレスにリンクをお送りします。リンクを開くとアドレスが変更されます。それまでは現在のアドレスでログインしてください。",
    "newEmail": "新しいメールアドレス",
    "sameEmail": "これは既に現在のメールアドレスです。",
    "invalidEmail": "正しいメールアドレスを入力してください。",
    "changeSubmit": "新しいアドレスにリンクを送信",
    "changeSent": "{{email}} にリンクを送信しました。開くとメールアドレスの変更が完了します。",
    "changeFailed": "メールアドレスを変更できませんでした：{{message}}",
    "reauthIntro": "安全のため、メールアドレスを変更するにはもう一度パスワードを入力してください。",
    "password": "現在のパスワード",
    "reauthSubmit": "確認してリンクを送信"
  },
};

export default ja;
