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
    }
  }
};

/** This remote's app-level strings (route titles...) in its namespace 'streamer'; Japanese loaded on demand. */
export const appStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
