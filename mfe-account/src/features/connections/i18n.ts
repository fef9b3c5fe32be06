import { defineStrings } from '@clipyard/shared';

/** /connections strings, merged into the 'account' namespace under `twitchConnect`. */
export const enUS = {
  "twitchConnect": {
    "heading": "Connections",
    "intro": "Connect your Twitch account to claim your channel on Clipyard. You become its streamer: you review clip requests, edit and delete its clips and design its page.",
    "loading": "Loading your connections…",
    "signedOutTitle": "Log in to connect Twitch",
    "signedOutBody": "Connecting Twitch needs a Clipyard account.",
    "login": "Log in",
    "twitch": "Twitch",
    "notConnected": "No Twitch channel is connected yet.",
    "connected": "Connected to the channel {{channel}}",
    "connect": "Connect Twitch",
    "reconnect": "Connect another Twitch account",
    "connecting": "Waiting for Twitch in the popup window…",
    "openChannel": "Open my channel",
    "disconnect": "Disconnect channel",
    "success": "Twitch connected, you are now the streamer of {{channel}}",
    "failed": "Failed to connect to Twitch",
    "reasons": {
      "popupClosed": "The Twitch window was closed before the connection finished.",
      "cancelled": "A newer connection attempt replaced this one.",
      "denied": "The connection was denied at Twitch.",
      "missing": "Twitch did not send back an authorization code.",
      "OAUTH_STATE_INVALID": "This connection attempt expired or was already used. Please try again.",
      "CHANNEL_ALREADY_CLAIMED": "This Twitch channel is already claimed by another Clipyard account.",
      "TWITCH_NOT_CONFIGURED": "Twitch is not configured on this server.",
      "TWITCH_FAILED": "Twitch did not answer. Please try again later."
    }
  },
};

export const connectionsStrings = defineStrings('account', enUS, () => import('./i18n.ja'));

export type ConnectReason = keyof typeof enUS.twitchConnect.reasons;
export function isKnownReason(code: string): code is ConnectReason {
  return code in enUS.twitchConnect.reasons;
}
