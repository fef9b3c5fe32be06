export { ConnectionsPage, JUST_CLAIMED_STATE_KEY } from './ConnectionsPage';
export { connectTwitch, isTwitchResultMessage, TWITCH_RESULT_MESSAGE, POPUP_CLOSED_CHECK_MS, type TwitchResultMessage } from './connect-twitch';
export { connectionsStrings, isKnownReason } from './i18n';
