import type { enUS } from './i18n';

const ja: typeof enUS = {
  ok: 'OK',
  cancel: 'キャンセル',
  close: '閉じる',
  dismiss: '閉じる',
  retry: '再試行',
  working: '処理中…',
  notificationsRegion: '通知',
  boundaryTitle: 'このエリアでエラーが発生しました',
  boundaryMessage: '表示中に問題が発生しました。Clipyard の他の機能は引き続き利用できます。',
  remoteUnavailableTitle: 'このセクションを読み込めませんでした',
  remoteUnavailableMessage: 'オフラインか、接続が切れた可能性があります。Clipyard の他の機能は引き続き利用できます。',
  remoteTimeoutMessage: '応答に時間がかかりすぎました。Clipyard の他の機能は引き続き利用できます。',
  remoteIncompatibleTitle: 'このセクションには新しいバージョンの Clipyard が必要です',
  remoteIncompatibleMessage: 'このページで動いている Clipyard より新しいバージョン向けに作られています。しばらくしてからページを再読み込みしてください。Clipyard の他の機能は引き続き利用できます。',
  loadingSection: '読み込み中…',
  standaloneHost: '{{name}}（単体表示）',
  standaloneNoRoute: 'このアドレスに一致する {{name}} のルートはありません。',
  report: {
    question: '報告する理由を選んでください。',
    reasons: {
      spam: 'スパムまたは誤解を招く内容',
      harassment: '嫌がらせまたはいじめ',
      hateful: '差別的または攻撃的な内容',
      sexual: '性的な内容',
      violent: '暴力的または危険な内容',
      copyright: '著作権の侵害',
      other: 'その他',
    },
    otherLabel: '問題の内容を入力してください',
    chooseReason: '理由を選んでください。',
    describe: '問題の内容を入力してください。',
    send: '報告を送信',
  },
};

export default ja;
