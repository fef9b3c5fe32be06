import { defineStrings } from '@clipyard/shared';

/** Channel menu strings (SPEC section 2), merged into the 'channels' namespace under `menu`. */
export const enUS = {
  "menu": {
    "share": "Share Channel",
    "report": "Report Channel",
    "block": "Block channel",
    "cancel": "Cancel",
    "linkCopied": "Link copied",
    "copyLink": "Copy link",
    "signInToReport": "Sign in to report inappropriate content",
    "login": "Login",
    "reportThanks": "Thank you for the report",
    "reportFailed": "Failed to report channel",
    "channelBlocked": "Channel blocked",
    "blockTitle": "Block {{channel}}?",
    "blockMessage": "You will no longer see this channel's clips on the frontpage, in search or in recommendations. You can unblock it at any time on your blocks page.",
    "manageBlocks": "Manage your blocks",
    "blockFailed": "Failed to block channel"
  },
};

export const channelMenuStrings = defineStrings('channels', enUS, () => import('./i18n.ja'));
