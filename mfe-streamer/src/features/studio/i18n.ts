import { defineStrings } from '@clipyard/shared';

/** Strings every studio screen shares, merged into the 'streamer' namespace under `studio`. */
export const enUS = {
  studio: {
    loading: 'Loading…',
    signedOutTitle: '{{screen}}: log in to continue',
    signedOutBody: 'The studio belongs to a streamer’s channel. Log in to manage yours.',
    login: 'Log in',
    notStreamerTitle: 'Connect your channel first',
    notStreamerBody: 'The studio opens once you connect your Twitch channel to your Clipyard account.',
    connect: 'Go to connections',
    retry: 'Try again',
  },
};

export const studioStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
