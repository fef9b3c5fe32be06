import { defineStrings } from '@clipyard/shared';

/** Channel page strings, merged into the 'channels' namespace under `channelPage`. */
export const enUS = {
  channelPage: {
    loading: 'Loading channel…',
    notFoundTitle: 'Channel not found',
    notFoundBody: 'No channel called {{channelLogin}} exists on Clipyard yet.',
    home: 'Back to the frontpage',
    retry: 'Try again',
    follow: 'Follow',
    following: 'Following',
    followedLocally: 'Following on this device. Log in to keep it on every device.',
    unfollowedLocally: 'Unfollowed on this device.',
    followFailed: 'Failed to follow channel',
    unfollowFailed: 'Failed to unfollow channel',
    clipCount: 'Clips: {{count}}',
    followerCount: 'Followers: {{count}}',
    menu: 'Channel menu',
    clips: 'Clips',
    sortLabel: 'Sort clips',
    sort: { new: 'New', top: 'Top' },
    periodLabel: 'Period',
    period: { '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days', all: 'All time' },
    emptyPeriod: 'No clips of this channel in this period. Try a longer one.',
    emptyCategory: 'No clips of this channel in this category.',
    empty: 'This channel has no clips yet.',
    blocked: 'You blocked this channel. Its clips are hidden.',
    unblock: 'Unblock',
    links: 'Links',
    tipLinks: 'Support this channel',
    tipPlatform: { kofi: 'Ko-fi', streamlabs: 'Streamlabs', paypal: 'PayPal.me', patreon: 'Patreon', buymeacoffee: 'Buy Me a Coffee', other: 'Tip link' },
    tipLinkLabel: '{{platform}} (opens in a new tab; Clipyard processes no payment)',
    featured: 'Featured clips',
    ownRequests: 'Clip requests',
    submissions: {
      closed: 'This channel does not take clip submissions.',
      anyone: 'Anyone signed in can submit clips to this channel.',
      followers: 'Followers of this channel can submit clips to it.',
      followersFor_one: 'Followers of at least {{count}} day can submit clips to this channel.',
      followersFor_other: 'Followers of at least {{count}} days can submit clips to this channel.',
      reviewed: 'The streamer reviews each clip before it is published.',
      submit: 'Submit a clip',
    },
  },
};

export const channelPageStrings = defineStrings('channels', enUS, () => import('./i18n.ja'));
