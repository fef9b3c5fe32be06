import { defineStrings } from '@clipyard/shared';

export const enUS = {
  "common": {
    "home": "Back to the frontpage"
  },
  "routes": {
    "frontpage": {
      "title": "Frontpage",
      "description": "The newest, top and trending clips from every channel."
    },
    "clipPage": {
      "title": "Clip",
      "description": "Watch a clip, with its comments, chat replay and transcript."
    },
    "categoryPage": {
      "title": "Category",
      "description": "The trending, top and newest clips of one game or category."
    },
    "embed": {
      "title": "Clip player",
      "description": "A clip's player, for embedding in other sites."
    }
  }
};

/** This remote's app-level strings (route titles...) in its namespace 'clips'; Japanese loaded on demand. */
export const appStrings = defineStrings('clips', enUS, () => import('./i18n.ja'));
