import { defineStrings } from '@clipyard/shared';

/** Twitch connection popup strings, merged into the 'account' namespace under `oauth`. */
export const enUS = {
  "oauth": {
    "title": "Connecting to Twitch",
    "working": "Finishing the connection with Twitch…",
    "failed": "Failed to connect to Twitch",
    "back": "Back to connections"
  },
};

export const oauthStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
