import type { enUS } from './i18n';

const ja: typeof enUS = {
  overview: {
    heading: '概要',
    intro: '{{channel}} の状況です。',
    loading: '統計を読み込み中…',
    failed: '統計を読み込めませんでした。',
    period: '期間',
    periods: { '7d': '7 日間', '30d': '30 日間', '90d': '90 日間' },
    totals: '合計',
    views: '再生数',
    likes: 'いいね',
    followers: 'フォロワー',
    clips: '公開したクリップ',
    pending: '承認待ちのリクエスト',
    viewsLikesTitle: '日ごとの再生数といいね',
    viewsLikesSummary: '過去 {{days}} 日間で再生数 {{views}}、いいね {{likes}}。',
    followersTitle: 'フォロワーの推移',
    followersSummary: '{{days}} 日前は {{start}} 人、現在は {{end}} 人。',
    topTitle: '再生数の多いクリップ',
    topSummary: '期間中に公開されたクリップのうち、再生数の多いもの。',
    topEmpty: 'この期間に公開されたクリップはありません。',
    requestsTitle: '受け取ったクリップリクエスト',
    requestsSummary: '承認待ち {{pending}}、承認 {{approved}}、却下 {{rejected}}。',
    requestsEmpty: 'この期間に受け取ったクリップリクエストはありません。',
    approved: '承認',
    rejected: '却下',
    waiting: '承認待ち',
    date: '日付',
    clip: 'クリップ',
    outcome: '結果',
    count: '件数',
    showTables: '数値を表で表示',
    noViewsYet: '再生数はこれから日ごとに記録されます。この期間にはまだ記録がありません。',
  },
};

export default ja;
