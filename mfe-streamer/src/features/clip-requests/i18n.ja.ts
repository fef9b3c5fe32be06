import type { enUS } from './i18n';

const ja: typeof enUS = {
  requests: {
    heading: 'クリップリクエスト',
    intro: '視聴者が {{channel}} に投稿したクリップです。承認するとチャンネルに公開されます。',
    loading: 'クリップリクエストを読み込み中…',
    empty: '待機中のクリップリクエストはありません。新しい投稿はここに表示されます。',
    retry: '再試行',
    approve: '承認',
    reject: '却下',
    rejectAll: 'すべて却下',
    approveLabel: '{{title}} を承認',
    rejectLabel: '{{title}} を却下',
    rejectAllConfirmTitle: 'すべてのリクエストを却下しますか？',
    rejectAllConfirm: '待機中のクリップリクエストがすべて却下されます。元に戻せません。',
    approved: 'クリップを承認しました',
    rejected: 'クリップを却下しました',
    rejectedAll_one: '{{count}} 件のクリップリクエストを却下しました',
    rejectedAll_other: '{{count}} 件のクリップリクエストを却下しました',
    failed: 'クリップリクエストの処理中にエラーが発生しました',
    submittedBy: '{{user}} が投稿 · {{date}}',
    source: '元の動画',
    preview: '{{title}} のプレビュー',
    processing: '動画はまだ処理中です。',
    loadMore: 'さらに読み込む',
    signedOutTitle: 'クリップリクエストを管理するにはログインしてください',
    signedOutBody: 'クリップリクエストは配信者のチャンネルに届きます。ログインして確認してください。',
    login: 'ログイン',
    notStreamerTitle: '先にチャンネルを接続してください',
    notStreamerBody: 'Twitch チャンネルを接続した配信者だけがクリップリクエストを受け取れます。',
    connect: '接続設定へ',
  },
};

export default ja;
