import type { enUS } from './i18n';

const ja: typeof enUS = {
  "common": {
    "home": "フロントページに戻る"
  },
  "routes": {
    "login": {
      "title": "ログイン",
      "description": "メールアドレスとパスワードでログインします。"
    },
    "register": {
      "title": "アカウント作成",
      "description": "メールアドレス、パスワード、ユーザー名で登録します。"
    },
    "welcome": {
      "title": "Clipyard へようこそ",
      "description": "アカウントの準備ができました。メールアドレスを確認するとすべての機能が使えます。"
    },
    "finishRegistration": {
      "title": "アカウントの作成を完了する",
      "description": "ユーザー名を選んでアカウントを完成させるか、登録をキャンセルします。"
    },
    "reset": {
      "title": "パスワードの再設定",
      "description": "新しいパスワードを設定するためのリンクをメールでお送りします。"
    },
    "action": {
      "title": "メールのリンク",
      "description": "メールのリンクからメールアドレスの認証、新しいパスワードの設定、ログインを行います。"
    },
    "email": {
      "title": "メールアドレス",
      "description": "アカウントのメールアドレスを確認・認証します。"
    },
    "userProfile": {
      "title": "プロフィール",
      "description": "ユーザー名とプロフィール画像。"
    },
    "deleteAccount": {
      "title": "アカウント削除",
      "description": "アカウントとすべての個人データを削除します。"
    },
    "submissions": {
      "title": "投稿したクリップ",
      "description": "投稿したクリップと、それぞれの状況（配信者の確認待ち・承認・却下）。"
    },
    "lists": {
      "title": "あなたのリスト",
      "description": "保存したクリップを、あなただけが見られるリストにまとめます。"
    },
    "reports": {
      "title": "自分の報告",
      "description": "報告した内容とそれぞれの対応状況、モデレーターとのやり取り。"
    },
    "connections": {
      "title": "連携",
      "description": "Twitch アカウントを連携して、自分のチャンネルを登録します。"
    },
    "userData": {
      "title": "ユーザーデータ",
      "description": "Clipyard が保存しているあなたのデータと、その JSON ダウンロード。"
    },
    "takedown": {
      "title": "著作権侵害の通知",
      "description": "あなたが持つ、または代理する著作権を侵害しているクリップを通知します。モデレーターが確認するまで非表示になります。"
    },
    "blocks": {
      "title": "ブロックしたユーザーとチャンネル",
      "description": "ブロックしたユーザーとチャンネルの一覧と、ブロックの解除。"
    }
  }
};

export default ja;
