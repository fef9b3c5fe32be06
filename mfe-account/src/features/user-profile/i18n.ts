import { defineStrings } from '@clipyard/shared';

/** /account/userProfile strings, merged into the 'account' namespace under `profilePage`. */
export const enUS = {
  "profilePage": {
    "heading": "Your profile",
    "loading": "Loading your profile…",
    "username": "Username",
    "email": "Email address",
    "verified": "Verified",
    "notVerified": "Not verified",
    "channel": "Streamer channel",
    "noChannel": "None: connect Twitch to become a streamer",
    "picture": "Profile picture",
    "pictureHelp": "PNG, JPEG, WebP, GIF or AVIF, up to 2 MB. It is cropped to a 256x256 square.",
    "choose": "Choose a picture",
    "preview": "Preview of the new profile picture",
    "current": "Your profile picture",
    "save": "Save picture",
    "cancel": "Cancel",
    "remove": "Remove picture",
    "saved": "Profile picture saved",
    "removed": "Profile picture removed",
    "notAnImage": "This file is not a picture. Choose a PNG, JPEG, WebP, GIF or AVIF file.",
    "tooLarge": "This picture is larger than 2 MB.",
    "failed": "The profile picture could not be saved",
    "links": "Account settings",
    "emailLink": "Email address and verification",
    "connectionsLink": "Connections (Twitch)",
    "blocksLink": "Blocked users and channels",
    "userDataLink": "Your data",
    "deleteLink": "Delete account",
    "signOut": "Log out",
    "signedOutTitle": "Log in to see your profile",
    "signedOutBody": "Your profile belongs to your account.",
    "login": "Log in"
  },
};

export const profileStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
