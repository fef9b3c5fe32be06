import { defineStrings } from '@clipyard/shared';

export const enUS = {
  "menu": {
    "title": "Streamer tools",
    "admin": "Moderation"
  },
  "routes": {
    "clips": {
      "title": "Clip manager",
      "description": "Every clip of your channel: search, rename, delete."
    },
    "collections": {
      "title": "Collections",
      "description": "Your public collections of clips: make them, order the clips, choose a cover."
    },
    "requests": {
      "title": "Clip requests",
      "description": "Clips viewers submitted to your channel, waiting for your decision."
    },
    "pageEditor": {
      "title": "Page editor",
      "description": "Edit your channel page: description, links, tip links and featured clips."
    },
    "disconnectChannel": {
      "title": "Disconnect channel",
      "description": "Release your channel from your Clipyard account."
    },
    "upload": {
      "title": "Upload",
      "description": "Upload a clip file; it plays as soon as its first version is ready."
    },
    "overview": {
      "title": "Overview",
      "description": "Views, likes and followers of your channel at a glance."
    },
    "adminReports": {
      "title": "Reports",
      "description": "Review what people reported: dismiss, remove, or block from commenting."
    },
    "adminLog": {
      "title": "Moderation log",
      "description": "Everything moderators did, with their private notes, filtered by moderator, action and date."
    },
    "watchedWords": {
      "title": "Watched words",
      "description": "Words that hold or reject comments on your clips, and the comments waiting for you."
    },
    "adminWatchedWords": {
      "title": "Watched words",
      "description": "Words that hold or reject comments anywhere on Clipyard, and the comments they hold."
    }
  }
};

/** This remote's app-level strings (route titles...) in its namespace 'streamer'; Japanese loaded on demand. */
export const appStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
