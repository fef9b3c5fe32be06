import type { enUS } from './i18n';

const ja: typeof enUS = {
  studio: {
    loading: '読み込み中…',
    signedOutTitle: '{{screen}}: 続けるにはログインしてください',
    signedOutBody: 'スタジオは配信者のチャンネル用です。ログインして管理してください。',
    login: 'ログイン',
    notStreamerTitle: '先にチャンネルを接続してください',
    notStreamerBody: 'Twitch チャンネルを Clipyard アカウントに接続するとスタジオを使えます。',
    connect: '接続設定へ',
    retry: '再試行',
  },
};

export default ja;
