import { defineStrings } from '@clipyard/shared';

export const enUS = {
  "common": {
    "home": "Back to the frontpage"
  },
  "routes": {
    "login": {
      "title": "Log in",
      "description": "Log in with your email address and password."
    },
    "register": {
      "title": "Create an account",
      "description": "Register with an email address, a password and a username."
    },
    "welcome": {
      "title": "Welcome to Clipyard",
      "description": "Your account is ready. Verify your email address to unlock everything."
    },
    "finishRegistration": {
      "title": "Finish creating your account",
      "description": "Choose a username to finish your account, or cancel the registration."
    },
    "reset": {
      "title": "Reset your password",
      "description": "We will email you a link to choose a new password."
    },
    "action": {
      "title": "Email link",
      "description": "Verify your email address, choose a new password or finish logging in from an email link."
    },
    "email": {
      "title": "Email address",
      "description": "Check and verify the email address of your account."
    },
    "userProfile": {
      "title": "Your profile",
      "description": "Your username and profile picture."
    },
    "deleteAccount": {
      "title": "Delete account",
      "description": "Delete your account and every piece of personal data."
    },
    "submissions": {
      "title": "Your submissions",
      "description": "The clips you submitted and where each stands: waiting for the streamer, approved or rejected."
    },
    "lists": {
      "title": "Your lists",
      "description": "The clips you saved, in lists only you can see."
    },
    "reports": {
      "title": "My reports",
      "description": "What you reported, where each report stands, and your conversation with the moderators about it."
    },
    "connections": {
      "title": "Connections",
      "description": "Connect your Twitch account to claim your channel."
    },
    "userData": {
      "title": "Your data",
      "description": "What Clipyard stores about you, and a download of all of it as JSON."
    },
    "takedown": {
      "title": "Copyright notice",
      "description": "Report a clip that infringes a copyright you own or represent: it is hidden while a moderator reviews the notice."
    },
    "blocks": {
      "title": "Blocked users and channels",
      "description": "The users and channels you blocked, and a way to unblock them."
    }
  }
};

/** This remote's app-level strings (route titles...) in its namespace 'account'; Japanese loaded on demand. */
export const appStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
