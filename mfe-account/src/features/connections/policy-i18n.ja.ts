import type { enUS } from './policy-i18n';

const ja: typeof enUS = {
  "submissionPolicy": {
    "heading": "ほかの人のクリップを {{channel}} でどう扱いますか？",
    "intro": "Clipyard では誰でもあなたのチャンネルのクリップを投稿できます。投稿されたクリップの扱いを選んでください。あとからページエディターでいつでも変更できます。",
    "legend": "ほかの人からの投稿",
    "approval": "1 本ずつ承認してから公開する（おすすめ）",
    "approvalHelp": "投稿されたクリップは、あなたが承認するまでクリップリクエストで待機します。あなたの確認なしにチャンネルで公開されることはありません。",
    "open": "すぐに公開する",
    "openHelp": "投稿されたクリップは、あなたの確認なしにすぐチャンネルで公開されます。",
    "save": "保存",
    "saving": "保存しています…",
    "savedApproval": "{{channel}} への投稿は、あなたの承認を待つようになりました",
    "savedOpen": "{{channel}} への投稿は、すぐに公開されるようになりました",
    "failed": "選択を保存できませんでした。チャンネルは承認制のままです。",
    "pageEditor": "ページエディターを開く"
  },
};

export default ja;
