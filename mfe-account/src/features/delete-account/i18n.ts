import { defineStrings } from '@clipyard/shared';

/** /account/deleteAccount strings, merged into the 'account' namespace under `deletePage`. */
export const enUS = {
  "deletePage": {
    "heading": "Delete your account",
    "loading": "Loading your account…",
    "deletedHeading": "Deleted at once",
    "deletedList": {
      "account": "Your account: username, email address, password and profile picture.",
      "activity": "Your likes, follows, blocks, comments and notifications. Your name is taken out of other people’s notifications.",
      "uploads": "The record of your activity on Clipyard, such as sign-ins and the clips you watched.",
      "twitch": "Your Twitch connection.",
      "channel": "If you manage a channel: its page leaves public view at once. Its description, links, tip links, featured clips and the name you gave it are removed, and the channel is unclaimed."
    },
    "keptHeading": "What stays",
    "keptList": {
      "clips": "Clips you submitted or uploaded stay on their channels, and clip requests you sent stay with their streamers, without your name.",
      "channel": "A channel you managed stays as an unclaimed channel: only its Twitch login and its clips are shown, as for any channel nobody has claimed. It can be claimed again through Twitch.",
      "reports": "Reports other people sent about your clips, channel or comments, and the moderators’ decisions on them, are kept for safety and legal reasons. They keep a copy of what was reported, such as a comment’s text and your username at the time.",
      "reportsSent": "Reports you sent, and the messages you wrote to the moderators about them, stay with the moderators without your name: they are about other people’s content.",
      "username": "Your username stays reserved for 30 days, so nobody can take it and pass for you. After that anyone can register it."
    },
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
