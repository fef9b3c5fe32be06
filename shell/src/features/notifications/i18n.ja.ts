import type { enUS } from './i18n';

const ja: typeof enUS = {
  panel: {
    heading: '通知',
    loading: '通知を読み込んでいます…',
    empty: '通知はまだありません。チャンネルをフォローすると新しいクリップをお知らせします。',
    error: '通知を読み込めませんでした。',
    retry: '再試行',
    markAllRead: 'すべて既読にする',
    more: 'さらに表示',
    unread: '未読',
    reason: '理由：{{reason}}',
    gone: 'このクリップは削除されました',
    person: '{{name}} さん',
    deletedPerson: '退会したユーザー',
  },
  kind: {
    new_clip: '{{channel}} の新しいクリップ：{{title}}',
    request_approved: 'クリップのリクエスト「{{title}}」が承認されました',
    request_rejected: 'クリップのリクエスト「{{title}}」は見送られました',
    clip_comment: '{{name}}があなたのクリップ「{{title}}」にコメントしました',
    report_resolved: '報告を確認しました。Clipyard の安全にご協力いただきありがとうございます。',
    clip_request: '{{name}}から {{channel}} にクリップのリクエストが届きました：「{{title}}」',
    clip_request_several: '{{channel}} に {{number}} 件のクリップのリクエストが届いています（最新：「{{title}}」）',
    clip_removed: 'モデレーターが {{channel}} のクリップ「{{title}}」を削除しました',
    comment_reply: '{{name}}が「{{title}}」でのあなたのコメントに返信しました',
    comment_mention: '{{name}}が「{{title}}」のコメントであなたをメンションしました',
    report_message: 'モデレーターがあなたの報告に返信しました',
    report_message_titled: 'モデレーターが「{{title}}」についてのあなたの報告に返信しました',
    clip_unlisted: 'モデレーターがあなたのクリップ「{{title}}」を限定公開にしました（一覧や検索に表示されません）',
    clip_hidden: 'モデレーターがあなたのクリップ「{{title}}」を非表示にしました（あなたとモデレーターだけが見られます）',
    clip_restored: 'あなたのクリップ「{{title}}」が再び公開されました',
    appeal_denied: '「{{title}}」への異議申し立ては認められませんでした',
    takedown_notice: '著作権侵害の通知により、モデレーターが確認するまでクリップ「{{title}}」が非表示になりました。通知はクリップのページで確認できます',
    registration_approved: '登録が承認されました。Clipyard へようこそ！コメント、いいね、フォローができるようになりました。',
    registration_rejected: '登録は承認されませんでした',
    unknown: 'Clipyard で新しいお知らせがあります',
  },
  push: {
    toggle: 'このデバイスで通知を受け取る',
    unsupported: 'このブラウザーでは Clipyard の通知を表示できません。',
    denied: 'ブラウザーの設定でこのサイトの通知がブロックされています。',
    failed: 'このデバイスで通知をオンにできませんでした。',
  },
};

export default ja;
