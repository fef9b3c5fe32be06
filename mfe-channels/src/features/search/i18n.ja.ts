import type { enUS } from './i18n';

const ja: typeof enUS = {
  search: {
    label: 'チャンネルとクリップを検索',
    placeholder: 'チャンネルとクリップを検索',
    heading: '検索',
    loading: '検索中…',
    failed: '検索できませんでした',
    retry: '再試行',
    channels: 'チャンネル（{{count}}）',
    clips: 'クリップ（{{count}}）',
    channelOption: 'チャンネル',
    clipOption: 'クリップ',
    seeAll: '「{{query}}」の検索結果をすべて見る',
    noResults: '「{{query}}」に一致するものはありません。',
    noResultsHint: 'つづりを確認するか、名前の一部やよみがなで検索するか、おすすめを見てみましょう。',
    prompt: 'チャンネルは名前・その一部・よみがなで、クリップはタイトルで探せます。',
    browseRecommendations: 'おすすめを見る',
    recent: '最近の検索',
    clearRecent: '最近の検索を消去',
    clipCount_one: 'クリップ {{count}} 件',
    clipCount_other: 'クリップ {{count}} 件',
    followerCount_one: 'フォロワー {{count}} 人',
    followerCount_other: 'フォロワー {{count}} 人',
    loadMore: 'さらにクリップを表示',
  },
};

export default ja;
