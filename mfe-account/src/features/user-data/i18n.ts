import { defineStrings } from '@clipyard/shared';

/** /about/userData strings, merged into the 'account' namespace under `userData`. */
export const enUS = {
  "userData": {
    "heading": "Your data on Clipyard",
    "intro": "This is everything Clipyard stores about you, section by section. You can download all of it as a JSON file at any time.",
    "sections": {
      "account": { "title": "Account", "body": "Your username, email address and whether it is verified, your profile picture, when you registered, and whether you are an admin. Your password is kept by the login provider, never by Clipyard." },
      "twitch": { "title": "Twitch connection", "body": "When you connect Twitch: your Twitch user id and channel login, and your channel page as you set it (its description, links, tip links and how submissions reach it). The Twitch access tokens are kept on the server to act for your channel and are never shown or exported." },
      "activity": { "title": "Likes, follows and comments", "body": "The clips you like, the channels you follow, the comments you write and the notifications you received, with their dates." },
      "blocks": { "title": "Blocks and reports", "body": "The channels and users you block, the reports you send to the moderators, your appeals, the copyright notices you file while logged in and the counter-notices you file." },
      "clips": { "title": "Clips and uploads", "body": "The clips you submit or upload, your clip requests to streamers, and what happened to them." },
      "device": { "title": "On this device", "body": "Your theme and language choices stay in this browser's storage and are not sent to Clipyard." }
    },
    "download": "Download my data",
    "downloading": "Preparing your data…",
    "downloaded": "Your data was downloaded as {{file}}",
    "failed": "Your data could not be downloaded",
    "deleteIntro": "Want everything gone instead?",
    "delete": "Delete my account",
    "signedOutTitle": "Log in to download your data",
    "signedOutBody": "The sections above describe what Clipyard stores. Log in to download your own data.",
    "login": "Log in"
  },
};

export const userDataStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
export const USER_DATA_SECTIONS = ['account', 'twitch', 'activity', 'blocks', 'clips', 'device'] as const;
