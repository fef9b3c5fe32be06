import type { enUS } from './i18n';

const ja: typeof enUS = {
  channelPage: {
    loading: 'チャンネルを読み込み中…',
    notFoundTitle: 'チャンネルが見つかりません',
    notFoundBody: '{{channelLogin}} というチャンネルはまだ Clipyard にありません。',
    home: 'フロントページに戻る',
    retry: '再試行',
    follow: 'フォロー',
    following: 'フォロー中',
    followedLocally: 'この端末でフォローしました。ログインするとすべての端末に保存されます。',
    unfollowedLocally: 'この端末でフォローを解除しました。',
    followFailed: 'チャンネルをフォローできませんでした',
    unfollowFailed: 'チャンネルのフォローを解除できませんでした',
    clipCount: 'クリップ：{{count}}',
    followerCount: 'フォロワー：{{count}}',
    menu: 'チャンネルメニュー',
    clips: 'クリップ',
    sortLabel: 'クリップの並び順',
    sort: { new: '新着', top: 'トップ' },
    periodLabel: '期間',
    period: { '24h': '過去24時間', '7d': '過去7日間', '30d': '過去30日間', all: 'すべての期間' },
    emptyPeriod: 'この期間のクリップはありません。もっと長い期間を選んでください。',
    empty: 'このチャンネルにはまだクリップがありません。',
    blocked: 'このチャンネルをブロックしています。クリップは表示されません。',
    unblock: 'ブロックを解除',
    links: 'リンク',
    tipLinks: 'このチャンネルを応援',
    tipPlatform: { kofi: 'Ko-fi', streamlabs: 'Streamlabs', paypal: 'PayPal.me', patreon: 'Patreon', buymeacoffee: 'Buy Me a Coffee', other: '投げ銭リンク' },
    tipLinkLabel: '{{platform}}（新しいタブで開きます。Clipyardは支払いを処理しません）',
    featured: '注目のクリップ',
    ownRequests: 'クリップリクエスト',
  },
};

export default ja;
