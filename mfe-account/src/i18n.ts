import { namespaceRegistrar } from '@clipyard/shared';

/** This remote's i18n namespace 'account' in both languages; added to the shell's instance when the remote loads. */
export const namespace = 'account';

const enUS = {
  "oauth": {
    "title": "Connecting to Twitch",
    "working": "Finishing the connection with Twitch…",
    "failed": "Failed to connect to Twitch",
    "back": "Back to connections"
  },
  "common": {
    "comingSoon": "Coming soon",
    "home": "Back to the frontpage"
  },
  "routes": {
    "login": {
      "title": "Log in",
      "description": "Sign in with your email address and password."
    },
    "register": {
      "title": "Create an account",
      "description": "Register with an email address, a password and a username."
    },
    "welcome": {
      "title": "Welcome to Clipyard",
      "description": "Your account is ready. Verify your email address to unlock everything."
    },
    "reset": {
      "title": "Reset your password",
      "description": "We will email you a link to choose a new password."
    },
    "email": {
      "title": "Email address",
      "description": "Check and verify the email address of your account."
    },
    "userProfile": {
      "title": "Your profile",
      "description": "Your username and profile picture."
    },
    "deleteAccount": {
      "title": "Delete account",
      "description": "Delete your account and every piece of personal data."
    },
    "connections": {
      "title": "Connections",
      "description": "Connect your Twitch account to claim your channel."
    },
    "userData": {
      "title": "Your data",
      "description": "What Clipyard stores about you, and a download of all of it as JSON."
    }
  }
};

const ja: typeof enUS = {
  "oauth": {
    "title": "Twitch と連携中",
    "working": "Twitch との連携を完了しています…",
    "failed": "Twitch に接続できませんでした",
    "back": "連携ページに戻る"
  },
  "common": {
    "comingSoon": "近日公開",
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
    "reset": {
      "title": "パスワードの再設定",
      "description": "新しいパスワードを設定するためのリンクをメールでお送りします。"
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
    "connections": {
      "title": "連携",
      "description": "Twitch アカウントを連携して、自分のチャンネルを登録します。"
    },
    "userData": {
      "title": "ユーザーデータ",
      "description": "Clipyard が保存しているあなたのデータと、その JSON ダウンロード。"
    }
  }
};

export const resources = { 'en-US': enUS, ja };

export const registerNamespace = namespaceRegistrar(namespace, resources);
