import { namespaceRegistrar } from '@clipyard/shared';

/** This remote's i18n namespace 'streamer' in both languages; added to the shell's instance when the remote loads. */
export const namespace = 'streamer';

const enUS = {
  "menu": {
    "title": "Streamer tools"
  },
  "common": {
    "comingSoon": "Coming soon",
    "home": "Back to the frontpage"
  },
  "routes": {
    "requests": {
      "title": "Clip requests",
      "description": "Clips viewers submitted to your channel, waiting for your decision."
    },
    "pageEditor": {
      "title": "Page editor",
      "description": "Edit your channel page: description, links, tip links and featured clips."
    },
    "disconnectChannel": {
      "title": "Disconnect channel",
      "description": "Release your channel from your Clipyard account."
    },
    "upload": {
      "title": "Upload",
      "description": "Upload a clip file; it plays as soon as its first version is ready."
    },
    "overview": {
      "title": "Overview",
      "description": "Views, likes and followers of your channel at a glance."
    }
  }
};

const ja: typeof enUS = {
  "menu": {
    "title": "配信者ツール"
  },
  "common": {
    "comingSoon": "近日公開",
    "home": "フロントページに戻る"
  },
  "routes": {
    "requests": {
      "title": "クリップリクエスト",
      "description": "視聴者があなたのチャンネルに投稿した、承認待ちのクリップ。"
    },
    "pageEditor": {
      "title": "ページ編集",
      "description": "チャンネルページの説明、リンク、投げ銭リンク、注目クリップを編集します。"
    },
    "disconnectChannel": {
      "title": "チャンネル連携解除",
      "description": "Clipyard アカウントからチャンネルの連携を解除します。"
    },
    "upload": {
      "title": "アップロード",
      "description": "クリップのファイルをアップロードします。最初の版が準備でき次第再生できます。"
    },
    "overview": {
      "title": "概要",
      "description": "チャンネルの再生数、いいね、フォロワーをひと目で確認できます。"
    }
  }
};

export const resources = { 'en-US': enUS, ja };

export const registerNamespace = namespaceRegistrar(namespace, resources);
