import type { enUS } from './i18n';

const ja: typeof enUS = {
  "menu": {
    "share": "クリップを共有",
    "report": "クリップを報告",
    "blockChannel": "チャンネルをブロック",
    "download": "クリップをダウンロード",
    "downloadVertical": "縦型バージョンをダウンロード",
    "editTitle": "タイトルを編集",
    "delete": "クリップを削除",
    "cancel": "キャンセル",
    "linkCopied": "リンクをコピーしました",
    "copyLink": "リンクをコピー",
    "copyLinkAt": "{{time}} から始まるリンクをコピー",
    "copyEmbed": "埋め込みコードをコピー",
    "embedCopied": "埋め込みコードをコピーしました",
    "shareOn": {
      "x": "X でシェア",
      "reddit": "Reddit でシェア",
      "facebook": "Facebook でシェア",
      "line": "LINE で送る",
      "bluesky": "Bluesky でシェア",
      "email": "メールで送る"
    },
    "opensInNewTab": "{{label}}（新しいタブで開きます）",
    "signInToReport": "不適切なコンテンツを報告するにはログインしてください",
    "login": "ログイン",
    "reportThanks": "ご報告ありがとうございます",
    "reportFailed": "クリップを報告できませんでした",
    "channelBlocked": "チャンネルをブロックしました",
    "blockChannelTitle": "{{channel}} をブロックしますか？",
    "blockChannelMessage": "このチャンネルのクリップはフロントページ、検索、おすすめに表示されなくなります。ブロックはブロックの管理ページでいつでも解除できます。",
    "manageBlocks": "ブロックを管理",
    "blockFailed": "チャンネルをブロックできませんでした",
    "editTitleMessage": "このクリップの新しいタイトルを入力してください。",
    "titleTooShort": "クリップ名は3文字以上にしてください",
    "titleTooLong": "クリップ名は100文字以内にしてください",
    "renamed": "クリップ名を変更しました",
    "renameFailed": "クリップ名を変更できませんでした",
    "deleteConfirm": "このクリップを削除しますか？元に戻せません。",
    "deleteFailed": "クリップを削除できませんでした",
    "unlistClip": "クリップを限定公開にする",
    "hideClip": "クリップを非表示にする",
    "makePublic": "再び公開する"
  },
};

export default ja;
