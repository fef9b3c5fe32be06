import type { enUS } from './i18n';

const ja: typeof enUS = {
  frontpage: {
    heading: 'クリップ',
    sortLabel: '並び順',
    periodLabel: '期間',
    sort: { trending: 'トレンド', top: 'トップ', new: '新着' },
    period: { '24h': '過去24時間', '7d': '過去7日間', '30d': '過去30日間', all: 'すべての期間' },
    empty: 'まだクリップがありません。別の期間をお試しください。',
    categoryEmpty: 'この期間にはこのカテゴリーのクリップがありません。別の期間かカテゴリーをお試しください。',
    hideWatched: '視聴済みを非表示',
    allWatched: 'ここのクリップはすべて視聴済みです。「視聴済みを非表示」をオフにすると再び表示されます。',
    feedLabel: 'フィード',
    feed: { all: 'すべてのクリップ', following: 'フォロー中' },
    followingEmpty: 'フォロー中のチャンネルのクリップが、新しい順にここに表示されます。',
    followingEmptyAction: 'フォローするチャンネルを探す',
    followingCapped: 'フォロー中の {{count}} チャンネルのうち {{shown}} チャンネルのクリップです。',
    followingNone: 'フォロー中のチャンネルにはまだクリップがありません。',
  },
};

export default ja;
