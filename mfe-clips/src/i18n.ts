import { namespaceRegistrar } from '@clipyard/shared';

/** This remote's i18n namespace 'clips' in both languages; added to the shell's instance when the remote loads. */
export const namespace = 'clips';

const enUS = {
  "menu": {
    "share": "Share Clip",
    "report": "Report Clip",
    "blockChannel": "Block Channel",
    "download": "Download Clip",
    "editTitle": "Edit Title",
    "delete": "Delete Clip",
    "cancel": "Cancel",
    "linkCopied": "Link copied",
    "signInToReport": "Sign in to report inappropriate content",
    "login": "Login",
    "reportThanks": "Thank you for the report",
    "reportFailed": "Failed to report clip",
    "channelBlocked": "Channel blocked",
    "blockFailed": "Failed to block channel",
    "editTitleMessage": "Choose a new title for this clip.",
    "titleTooShort": "Clip name cannot be less than 3 characters",
    "titleTooLong": "Clip name cannot be more than 100 characters",
    "renamed": "Clip renamed successfully",
    "renameFailed": "Failed to rename clip",
    "deleteConfirm": "Delete this clip for everyone? This cannot be undone.",
    "deleteFailed": "Failed to delete clip"
  },
  "common": {
    "comingSoon": "Coming soon",
    "home": "Back to the frontpage"
  },
  "routes": {
    "frontpage": {
      "title": "Frontpage",
      "description": "The newest, top and trending clips from every channel."
    },
    "clipPage": {
      "title": "Clip",
      "description": "Watch a clip, with its comments, chat replay and transcript."
    }
  }
};

const ja: typeof enUS = {
  "menu": {
    "share": "クリップを共有",
    "report": "クリップを報告",
    "blockChannel": "チャンネルをブロック",
    "download": "クリップをダウンロード",
    "editTitle": "タイトルを編集",
    "delete": "クリップを削除",
    "cancel": "キャンセル",
    "linkCopied": "リンクをコピーしました",
    "signInToReport": "不適切なコンテンツを報告するにはサインインしてください",
    "login": "ログイン",
    "reportThanks": "ご報告ありがとうございます",
    "reportFailed": "クリップを報告できませんでした",
    "channelBlocked": "チャンネルをブロックしました",
    "blockFailed": "チャンネルをブロックできませんでした",
    "editTitleMessage": "このクリップの新しいタイトルを入力してください。",
    "titleTooShort": "クリップ名は3文字以上にしてください",
    "titleTooLong": "クリップ名は100文字以内にしてください",
    "renamed": "クリップ名を変更しました",
    "renameFailed": "クリップ名を変更できませんでした",
    "deleteConfirm": "このクリップを削除しますか？元に戻せません。",
    "deleteFailed": "クリップを削除できませんでした"
  },
  "common": {
    "comingSoon": "近日公開",
    "home": "フロントページに戻る"
  },
  "routes": {
    "frontpage": {
      "title": "フロントページ",
      "description": "すべてのチャンネルの新着・トップ・トレンドのクリップ。"
    },
    "clipPage": {
      "title": "クリップ",
      "description": "コメント、チャットリプレイ、文字起こし付きでクリップを視聴できます。"
    }
  }
};

export const resources = { 'en-US': enUS, ja };

export const registerNamespace = namespaceRegistrar(namespace, resources);
