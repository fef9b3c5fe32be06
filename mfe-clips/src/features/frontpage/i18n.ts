/** Frontpage strings, merged into the remote's 'clips' namespace under `frontpage`. */
const enUS = {
  frontpage: {
    heading: 'Clips',
    sortLabel: 'Sort',
    periodLabel: 'Period',
    sort: { trending: 'Trending', top: 'Top', new: 'New' },
    period: { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days', all: 'All time' },
    empty: 'No clips here yet. Try another period.',
  },
};

const ja: typeof enUS = {
  frontpage: {
    heading: 'クリップ',
    sortLabel: '並び順',
    periodLabel: '期間',
    sort: { trending: 'トレンド', top: 'トップ', new: '新着' },
    period: { '24h': '過去24時間', '7d': '過去7日間', '30d': '過去30日間', all: 'すべての期間' },
    empty: 'まだクリップがありません。別の期間をお試しください。',
  },
};

export const frontpageResources = { 'en-US': enUS, ja };
