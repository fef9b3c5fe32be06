import type { enUS } from './i18n';

const ja: typeof enUS = {
  "profilePage": {
    "heading": "プロフィール",
    "loading": "プロフィールを読み込んでいます…",
    "username": "ユーザー名",
    "email": "メールアドレス",
    "verified": "認証済み",
    "notVerified": "未認証",
    "channel": "配信チャンネル",
    "noChannel": "なし：Twitch と連携すると配信者になれます",
    "picture": "プロフィール画像",
    "pictureHelp": "PNG、JPEG、WebP、GIF、AVIF で 2 MB まで。256x256 の正方形に切り抜かれます。",
    "choose": "画像を選択",
    "preview": "新しいプロフィール画像のプレビュー",
    "current": "あなたのプロフィール画像",
    "save": "画像を保存",
    "cancel": "キャンセル",
    "remove": "画像を削除",
    "saved": "プロフィール画像を保存しました",
    "removed": "プロフィール画像を削除しました",
    "notAnImage": "このファイルは画像ではありません。PNG、JPEG、WebP、GIF、AVIF を選んでください。",
    "tooLarge": "この画像は 2 MB を超えています。",
    "failed": "プロフィール画像を保存できませんでした",
    "links": "アカウント設定",
    "emailLink": "メールアドレスと認証",
    "connectionsLink": "連携 (Twitch)",
    "blocksLink": "ブロックしたユーザーとチャンネル",
    "userDataLink": "ユーザーデータ",
    "deleteLink": "アカウント削除",
    "signOut": "ログアウト",
    "signedOutTitle": "プロフィールを見るにはログインしてください",
    "signedOutBody": "プロフィールはアカウントに属しています。",
    "login": "ログイン"
  },
};

export default ja;
