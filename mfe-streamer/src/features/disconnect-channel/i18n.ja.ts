import type { enUS } from './i18n';

const ja: typeof enUS = {
  disconnect: {
    heading: 'チャンネルの連携を解除',
    intro: '{{channel}} と Clipyard アカウントの連携を解除すると：',
    consequences: [
      'Clipyard は Twitch アカウントへのアクセス権を取り消し、保存していた情報を削除します。',
      'スタジオが使えなくなります。再び接続するまで、クリップ管理、ページ編集、概要、クリップリクエストは使えません。',
      'チャンネルページとクリップはそのまま Clipyard に残ります。',
      '承認待ちのクリップはそのまま待機し、新しい投稿は最後に設定したポリシーに従います。',
      'Twitch に {{channel}} としてログインした人は、あなたも含めて、再びチャンネルを接続できます。',
    ],
    button: '{{channel}} の連携を解除',
    confirmTitle: '{{channel}} の連携を解除しますか？',
    confirmMessage: '後で「接続」からもう一度接続できます。',
    confirm: '連携を解除',
    working: '連携を解除しています…',
    done: '{{channel}} とアカウントの連携を解除しました。',
    notRevoked: 'Twitch に接続できず、Clipyard のアクセス権を取り消せませんでした。Twitch の設定の「接続」から Clipyard を削除できます。',
    failed: 'チャンネルの連携を解除できませんでした：{{message}}',
    cancel: '接続したままにする',
  },
};

export default ja;
