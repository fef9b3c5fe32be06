import type { enUS } from './i18n';

const ja: typeof enUS = {
  "menu": {
    "share": "チャンネルを共有",
    "report": "チャンネルを報告",
    "block": "チャンネルをブロック",
    "cancel": "キャンセル",
    "linkCopied": "リンクをコピーしました",
    "copyLink": "リンクをコピー",
    "signInToReport": "不適切なコンテンツを報告するにはログインしてください",
    "login": "ログイン",
    "reportThanks": "ご報告ありがとうございます",
    "reportFailed": "チャンネルを報告できませんでした",
    "channelBlocked": "チャンネルをブロックしました",
    "blockTitle": "{{channel}} をブロックしますか？",
    "blockMessage": "このチャンネルのクリップはフロントページ、検索、おすすめに表示されなくなります。ブロックはブロックの管理ページでいつでも解除できます。",
    "manageBlocks": "ブロックを管理",
    "blockFailed": "チャンネルをブロックできませんでした"
  },
};

export default ja;
