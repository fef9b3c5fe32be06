import { defineStrings } from '@clipyard/shared';

/** Overview strings, merged into the 'streamer' namespace under `overview`. */
export const enUS = {
  overview: {
    heading: 'Overview',
    intro: 'How {{channel}} is doing.',
    loading: 'Loading your statistics…',
    failed: 'Your statistics could not be loaded.',
    period: 'Period',
    periods: { '7d': '7 days', '30d': '30 days', '90d': '90 days' },
    totals: 'Totals',
    views: 'Views',
    likes: 'Likes',
    followers: 'Followers',
    clips: 'Clips published',
    pending: 'Requests waiting',
    viewsLikesTitle: 'Views and likes per day',
    viewsLikesSummary: '{{views}} views and {{likes}} likes over the last {{days}} days.',
    followersTitle: 'Followers over time',
    followersSummary: '{{start}} followers {{days}} days ago, {{end}} now.',
    topTitle: 'Top clips by views',
    topSummary: 'The most viewed clips published in the period.',
    topEmpty: 'No clip was published in this period.',
    requestsTitle: 'Clip requests received',
    requestsSummary: '{{pending}} waiting, {{approved}} approved, {{rejected}} rejected.',
    requestsEmpty: 'No clip requests were received in this period.',
    approved: 'Approved',
    rejected: 'Rejected',
    waiting: 'Waiting',
    date: 'Date',
    clip: 'Clip',
    outcome: 'Outcome',
    count: 'Count',
    showTables: 'Show the numbers as tables',
    noViewsYet: 'Views are counted per day from now on; none were counted in this period yet.',
  },
};

export const overviewStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
