import type { enUS } from './i18n';

const ja: typeof enUS = {
  recommendations: {
    heading: 'おすすめ',
    loading: 'おすすめを読み込み中…',
    failed: 'おすすめを読み込めませんでした',
    retry: '再試行',
    forYou: 'おすすめのチャンネル',
    followed: 'フォロー中のチャンネル',
    empty: 'おすすめはまだありません。チャンネルがクリップを投稿すると、活発なチャンネルがここに表示されます。',
    followedEmpty: 'まだどのチャンネルもフォローしていません。チャンネルのページからフォローするとここに表示されます。',
    reasonPopular: '今週の人気',
    reasonActive: 'Clipyardで活動中',
    fresh: '更新されたばかり',
    latestClip: '最新のクリップ：{{title}}',
    noClip: 'クリップはまだありません',
    clipCount_one: 'クリップ {{count}} 件',
    clipCount_other: 'クリップ {{count}} 件',
    followerCount_one: 'フォロワー {{count}} 人',
    followerCount_other: 'フォロワー {{count}} 人',
    search: 'チャンネルを検索',
  },
  rail: {
    heading: '見つけたいチャンネル',
    seeAll: 'すべて見る',
    loading: 'おすすめのチャンネルを読み込み中…',
    failed: 'おすすめを読み込めませんでした。',
    retry: '再試行',
    empty: 'おすすめはまだありません。',
    search: 'チャンネルを検索',
  },
  tipping: {
    heading: '投げ銭',
    intro: 'フォロー中のチャンネルを、配信者自身の投げ銭リンクから応援できます。Clipyardは支払いを処理しません。各リンクは配信者が選んだサービスを新しいタブで開きます。',
    loading: '投げ銭リンクを読み込み中…',
    failed: '投げ銭リンクを読み込めませんでした',
    retry: '再試行',
    emptyTitle: '投げ銭リンクはまだありません',
    emptyBody: '投げ銭は、配信者が選んだサービス（Ko-fi、Patreonなど）を通じて配信者に直接お金を送る仕組みです。チャンネルをフォローすると、その投げ銭リンクがここに集まります。',
    findChannels: 'フォローするチャンネルを探す',
    noLinks: 'このチャンネルは投げ銭リンクを追加していません。',
    linkLabel: '{{channel}} の {{platform}}（新しいタブで開きます）',
  },
};

export default ja;
