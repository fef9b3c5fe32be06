import { defineStrings } from '@clipyard/shared';

/** Recommendations and tipping strings, merged into the 'channels' namespace. */
export const enUS = {
  recommendations: {
    heading: 'Recommendations',
    loading: 'Loading recommendations…',
    failed: 'Recommendations could not be loaded',
    retry: 'Try again',
    forYou: 'Channels you may like',
    followed: 'Channels you follow',
    empty: 'No recommendations yet: once channels post clips, the most active ones appear here.',
    followedEmpty: 'You do not follow any channel yet. Follow one from its page and it is listed here.',
    reasonLikes_one: '{{count}} like this week',
    reasonLikes_other: '{{count}} likes this week',
    reasonFollowers_one: '{{count}} new follower this week',
    reasonFollowers_other: '{{count}} new followers this week',
    reasonClips_one: '{{count}} new clip this week',
    reasonClips_other: '{{count}} new clips this week',
    reasonLastClip: 'Last clip {{time}}',
    fresh: 'New clip just now',
    latestClip: 'Latest clip: {{title}}',
    noClip: 'No clips yet',
    clipCount_one: '{{count}} clip',
    clipCount_other: '{{count}} clips',
    followerCount_one: '{{count}} follower',
    followerCount_other: '{{count}} followers',
    search: 'Search channels',
  },
  rail: {
    heading: 'Channels to discover',
    seeAll: 'See all',
    loading: 'Loading recommended channels…',
    failed: 'Recommendations could not be loaded.',
    retry: 'Try again',
    empty: 'No recommendations yet.',
    search: 'Search channels',
  },
  tipping: {
    heading: 'Tipping',
    intro: 'Support the channels you follow through their own tip links. Clipyard processes no payment: each link opens the streamer’s chosen service in a new tab.',
    loading: 'Loading tip links…',
    failed: 'Tip links could not be loaded',
    retry: 'Try again',
    emptyTitle: 'No tip links yet',
    emptyBody: 'Tipping sends money straight to a streamer through a service they chose (Ko-fi, Patreon…). Follow channels and their tip links gather here.',
    findChannels: 'Find channels to follow',
    noLinks: 'This channel has not added a tip link.',
    linkLabel: '{{platform}} for {{channel}} (opens in a new tab)',
  },
};

export const discoveryStrings = defineStrings('channels', enUS, () => import('./i18n.ja'));
