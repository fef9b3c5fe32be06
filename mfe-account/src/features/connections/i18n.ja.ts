import type { enUS } from './i18n';

const ja: typeof enUS = {
  "twitchConnect": {
    "heading": "連携",
    "intro": "Twitch アカウントを連携して、Clipyard で自分のチャンネルを登録します。配信者として、クリップリクエストの確認、クリップの編集・削除、チャンネルページの編集ができるようになります。",
    "loading": "連携情報を読み込んでいます…",
    "signedOutTitle": "Twitch と連携するにはログインしてください",
    "signedOutBody": "Twitch との連携には Clipyard のアカウントが必要です。",
    "login": "ログイン",
    "twitch": "Twitch",
    "notConnected": "まだ Twitch チャンネルは連携されていません。",
    "connected": "チャンネル {{channel}} と連携済み",
    "connect": "Twitch と連携する",
    "reconnect": "別の Twitch アカウントと連携する",
    "connecting": "ポップアップウィンドウで Twitch の応答を待っています…",
    "openChannel": "自分のチャンネルを開く",
    "disconnect": "チャンネルの連携を解除",
    "success": "Twitch と連携しました。{{channel}} の配信者になりました",
    "failed": "Twitch に接続できませんでした",
    "reasons": {
      "popupClosed": "連携が完了する前に Twitch のウィンドウが閉じられました。",
      "cancelled": "新しい連携の試行によってこの試行は取り消されました。",
      "denied": "Twitch で連携が拒否されました。",
      "missing": "Twitch から認可コードが返されませんでした。",
      "OAUTH_STATE_INVALID": "この連携の試行は期限切れか、既に使用されています。もう一度お試しください。",
      "CHANNEL_ALREADY_CLAIMED": "この Twitch チャンネルは既に別の Clipyard アカウントが登録しています。",
      "TWITCH_NOT_CONFIGURED": "このサーバーでは Twitch が設定されていません。",
      "TWITCH_FAILED": "Twitch が応答しませんでした。しばらくしてからもう一度お試しください。"
    }
  },
};

export default ja;
