import { defineStrings } from '@clipyard/shared';

/** /account/deleteAccount strings, merged into the 'account' namespace under `deletePage`. */
export const enUS = {
  "deletePage": {
    "heading": "Delete your account",
    "loading": "Loading your account…",
    "deleted": "What is deleted: your account, username, email address, profile picture, likes, follows, blocks, comments, reports, clip requests and uploads, and your Twitch connection.",
    "kept": "What stays: clips already published on a channel stay on that channel without your name; a channel you managed stays, unclaimed.",
    "password": "Your password",
    "confirmName": "Type your username ({{username}}) to confirm",
    "mismatch": "The username does not match.",
    "submit": "Delete my account for good",
    "working": "Deleting your account…",
    "done": "Account deleted, We are sorry to see you go",
    "failed": "Your account could not be deleted",
    "signedOutTitle": "Log in to delete your account",
    "signedOutBody": "You need to be logged in to delete your account.",
    "login": "Log in"
  },
};

export const deleteStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
