import { defineStrings } from '@clipyard/shared';

/** Channel collections (ADR 0148), merged into the 'channels' namespace under `collections`. */
export const enUS = {
  collections: {
    heading: 'Collections',
    clipCount_one: '{{count}} clip',
    clipCount_other: '{{count}} clips',
    noCover: 'No cover yet',
    loading: 'Loading collection…',
    retry: 'Try again',
    byChannel: 'A collection by {{channel}}',
    channelLink: 'More from {{channel}}',
    clipsLabel: 'Clips of this collection, in order',
    empty: 'There are no clips to show in this collection yet.',
    notFoundTitle: 'Collection not found',
    notFoundBody: 'This collection does not exist, or its streamer deleted it.',
    home: 'Back to the frontpage',
  },
};

export const collectionsStrings = defineStrings('channels', enUS, () => import('./i18n.ja'));
