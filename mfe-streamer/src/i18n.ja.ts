import type { enUS } from './i18n';

const ja: typeof enUS = {
  "menu": {
    "title": "配信者ツール",
    "admin": "モデレーション"
  },
  "routes": {
    "clips": {
      "title": "クリップ管理",
      "description": "チャンネルのすべてのクリップを検索、名前変更、削除できます。"
    },
    "collections": {
      "title": "コレクション",
      "description": "公開するクリップのコレクション：作成、クリップの並べ替え、カバーの選択。"
    },
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
    },
    "adminReports": {
      "title": "報告",
      "description": "報告された内容を確認し、却下、削除、コメント制限を行います。"
    },
    "adminLog": {
      "title": "モデレーション履歴",
      "description": "モデレーターが行った操作と非公開メモを、モデレーター・操作・日付で絞り込んで確認できます。"
    },
    "watchedWords": {
      "title": "監視ワード",
      "description": "あなたのクリップへのコメントを保留または拒否する言葉と、確認を待つコメント。"
    },
    "adminWatchedWords": {
      "title": "監視ワード",
      "description": "Clipyard 全体でコメントを保留または拒否する言葉と、保留されたコメント。"
    }
  }
};

export default ja;
