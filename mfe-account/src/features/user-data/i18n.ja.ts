import type { enUS } from './i18n';

const ja: typeof enUS = {
  "userData": {
    "heading": "Clipyard に保存されているあなたのデータ",
    "intro": "Clipyard があなたについて保存しているデータを項目ごとに説明します。いつでもすべてを JSON ファイルとしてダウンロードできます。",
    "sections": {
      "account": { "title": "アカウント", "body": "ユーザー名、メールアドレスとその認証状態、プロフィール画像、登録日時、管理者かどうか。パスワードはログインサービスが保管し、Clipyard は保存しません。" },
      "twitch": { "title": "Twitch 連携", "body": "Twitch と連携した場合、Twitch のユーザー ID とチャンネル名。Twitch のアクセストークンはチャンネルの操作のためにサーバーに保存され、表示やエクスポートはされません。" },
      "activity": { "title": "いいね・フォロー・コメント", "body": "いいねしたクリップ、フォローしているチャンネル、書いたコメントとその日時。" },
      "blocks": { "title": "ブロックと報告", "body": "ブロックしたチャンネルとユーザー、モデレーターに送った報告。" },
      "clips": { "title": "クリップとアップロード", "body": "投稿・アップロードしたクリップ、配信者へのクリップリクエストとその結果。" },
      "device": { "title": "この端末", "body": "テーマと言語の設定はこのブラウザーのストレージに保存され、Clipyard には送信されません。" }
    },
    "download": "データをダウンロード",
    "downloading": "データを準備しています…",
    "downloaded": "データを {{file}} としてダウンロードしました",
    "failed": "データをダウンロードできませんでした",
    "deleteIntro": "すべて削除したい場合は",
    "delete": "アカウントを削除",
    "signedOutTitle": "データをダウンロードするにはログインしてください",
    "signedOutBody": "上の項目は Clipyard が保存するデータの説明です。自分のデータをダウンロードするにはログインしてください。",
    "login": "ログイン"
  },
};

export default ja;
