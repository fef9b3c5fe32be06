import type { enUS } from './i18n';

const ja: typeof enUS = {
  "blocksPage": {
    "heading": "ブロックしたユーザーとチャンネル",
    "intro": "ブロックしたユーザーとチャンネルは、クリップ、コメント、チャットメッセージを含め、Clipyard のどこにも表示されなくなります。ここでブロックを解除できます。",
    "loading": "ブロックの一覧を読み込んでいます…",
    "loadFailed": "ブロックの一覧を読み込めませんでした。",
    "retry": "再試行",
    "usersHeading": "ユーザー",
    "channelsHeading": "チャンネル",
    "noUsers": "ブロックしているユーザーはいません。",
    "noChannels": "ブロックしているチャンネルはありません。",
    "nothingBlocked": "まだ誰もブロックしていません。チャンネルはチャンネルのメニューから、ユーザーはその人のコメントのメニューからブロックできます。",
    "unblock": "ブロックを解除",
    "unblockNamed": "{{name}} のブロックを解除",
    "unblocked": "{{name}} のブロックを解除しました。",
    "undo": "元に戻す",
    "undoNamed": "元に戻す（{{name}} を再びブロック）",
    "blockedAgain": "{{name}} を再びブロックしました。",
    "unblockFailed": "{{name}} のブロックを解除できませんでした",
    "reblockFailed": "{{name}} を再びブロックできませんでした",
    "deviceOnly": "ログインしていないため、これらのブロックはこの端末にだけ保存されています。ログインするとアカウントに保存されます。",
    "login": "ログイン"
  },
};

export default ja;
