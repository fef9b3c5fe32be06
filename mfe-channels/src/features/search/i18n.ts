import { defineStrings } from '@clipyard/shared';

/** Search strings, merged into the 'channels' namespace under `search`. */
export const enUS = {
  search: {
    label: 'Search channels and clips',
    placeholder: 'Search channels and clips',
    heading: 'Search',
    loading: 'Searching…',
    failed: 'Search failed',
    retry: 'Try again',
    channels: 'Channels ({{count}})',
    clips: 'Clips ({{count}})',
    channelOption: 'Channel',
    clipOption: 'Clip',
    seeAll: 'See all results for “{{query}}”',
    noResults: 'Nothing matches “{{query}}”.',
    noResultsHint: 'Check the spelling, try part of a name or its kana reading, or browse the recommendations.',
    prompt: 'Find a channel by its name, part of it or its kana reading, or a clip by its title.',
    browseRecommendations: 'Browse recommendations',
    recent: 'Recent searches',
    clearRecent: 'Clear recent searches',
    clipCount_one: '{{count}} clip',
    clipCount_other: '{{count}} clips',
    followerCount_one: '{{count}} follower',
    followerCount_other: '{{count}} followers',
    loadMore: 'More clips',
  },
};

export const searchStrings = defineStrings('channels', enUS, () => import('./i18n.ja'));
