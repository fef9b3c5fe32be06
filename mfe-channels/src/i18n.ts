import { defineStrings } from '@clipyard/shared';

export const enUS = {
  "common": {
    "home": "Back to the frontpage"
  },
  "routes": {
    "channel": {
      "title": "Channel",
      "description": "A channel’s clips, its description and a follow button."
    },
    "search": {
      "title": "Search",
      "description": "Find channels by name, part of it or its kana reading, and clips by title."
    },
    "recommendations": {
      "title": "Recommendations",
      "description": "Channels you may like, and the ones you follow."
    },
    "collection": {
      "title": "Collection",
      "description": "A channel’s collection of clips, in its streamer’s order."
    },
    "tipping": {
      "title": "Tipping",
      "description": "Support the streamers you follow through their own tip links."
    }
  }
};

/** This remote's app-level strings (route titles...) in its namespace 'channels'; Japanese loaded on demand. */
export const appStrings = defineStrings('channels', enUS, () => import('./i18n.ja'));
