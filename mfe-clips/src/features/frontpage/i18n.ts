import { defineStrings } from '@clipyard/shared';

/** Frontpage strings, merged into the remote's 'clips' namespace under `frontpage`. */
export const enUS = {
  frontpage: {
    heading: 'Clips',
    sortLabel: 'Sort',
    periodLabel: 'Period',
    sort: { trending: 'Trending', top: 'Top', new: 'New' },
    period: { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days', all: 'All time' },
    empty: 'No clips here yet. Try another period.',
    categoryEmpty: 'No clips of this category in this period. Try another period or category.',
    hideWatched: 'Hide watched',
    allWatched: 'You have watched every clip here. Turn off "Hide watched" to see them again.',
    feedLabel: 'Feed',
    feed: { all: 'All clips', following: 'Following' },
    followingEmpty: 'Clips of the channels you follow appear here, newest first.',
    followingEmptyAction: 'Find channels to follow',
    followingCapped: 'Clips of {{shown}} of the {{count}} channels you follow.',
    followingNone: 'The channels you follow have no clips yet.',
  },
};

export const frontpageStrings = defineStrings('clips', enUS, () => import('./i18n.ja'));
