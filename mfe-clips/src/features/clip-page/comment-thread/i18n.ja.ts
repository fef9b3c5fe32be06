import type { enUS } from './i18n';

const ja: typeof enUS = {
  commentThread: {
    reply: '返信',
    replyTo: '{{user}} さんに返信',
    replyLabel: '{{user}} さんへの返信',
    replySubmit: '返信する',
    cancel: 'キャンセル',
    replyPosted: '返信を投稿しました',
    repliesTo: '{{user}} さんへの返信',
    showMore_one: '返信をあと {{count}} 件表示',
    showMore_other: '返信をあと {{count}} 件表示',
    loadingReplies: '返信を読み込み中…',
    repliesFailed: '返信を読み込めませんでした。',
    retry: '再試行',
    heldForReview: '確認待ち',
    heldHint: '承認されるまで、このコメントはあなたにだけ表示されます。',
    postedHeld: 'コメントは確認待ちです。承認されると他の人にも表示されます。',
    refusedWithReason: '{{message}} {{reason}}',
    mentions: {
      listLabel: 'メンションする人',
      count_one: 'メンション候補が {{count}} 人います。上下の矢印キーで選び、Enter キーで決定します。',
      count_other: 'メンション候補が {{count}} 人います。上下の矢印キーで選び、Enter キーで決定します。',
    },
  },
};

export default ja;
