import { defineStrings } from '@clipyard/shared';

/** /account/blocks strings, merged into the 'account' namespace under `blocksPage`. */
export const enUS = {
  "blocksPage": {
    "heading": "Blocked users and channels",
    "intro": "Users and channels you block are hidden from you everywhere on Clipyard: their clips, comments and chat messages. Unblock them here.",
    "loading": "Loading your blocks…",
    "loadFailed": "Your blocks could not be loaded.",
    "retry": "Try again",
    "usersHeading": "Users",
    "channelsHeading": "Channels",
    "noUsers": "You have not blocked any user.",
    "noChannels": "You have not blocked any channel.",
    "nothingBlocked": "You have not blocked anyone. To block a channel, open its menu; to block a user, open the menu of one of their comments.",
    "unblock": "Unblock",
    "unblockNamed": "Unblock {{name}}",
    "unblocked": "{{name}} is unblocked.",
    "undo": "Undo",
    "undoNamed": "Undo (block {{name}} again)",
    "blockedAgain": "{{name}} is blocked again.",
    "unblockFailed": "{{name}} could not be unblocked",
    "reblockFailed": "{{name}} could not be blocked again",
    "deviceOnly": "You are not logged in, so these blocks are kept on this device only. Log in to keep them with your account.",
    "login": "Log in"
  },
};

export const blocksStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
