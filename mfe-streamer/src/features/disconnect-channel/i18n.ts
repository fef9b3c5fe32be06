import { defineStrings } from '@clipyard/shared';

/** Disconnect screen strings, merged into the 'streamer' namespace under `disconnect`. */
export const enUS = {
  disconnect: {
    heading: 'Disconnect your channel',
    intro: 'Disconnecting {{channel}} from your Clipyard account:',
    consequences: [
      'Clipyard revokes its access to your Twitch account and forgets it.',
      'Your studio closes: no clip manager, page editor, overview or clip requests until you connect again.',
      'The channel page and its clips stay on Clipyard, as viewers know them.',
      'Clips waiting for your approval stay waiting; new submissions follow the policy you last set.',
      'Anyone who signs in to Twitch as {{channel}} can connect the channel again, you included.',
    ],
    button: 'Disconnect {{channel}}',
    confirmTitle: 'Disconnect {{channel}}?',
    confirmMessage: 'You can connect the channel again later from Connections.',
    confirm: 'Disconnect',
    working: 'Disconnecting…',
    done: '{{channel}} is disconnected from your account.',
    notRevoked: 'Twitch could not be reached to revoke Clipyard’s access. You can remove Clipyard under Connections in your Twitch settings.',
    failed: 'The channel could not be disconnected: {{message}}',
    cancel: 'Keep it connected',
  },
};

export const disconnectStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
