import { defineStrings } from '@clipyard/shared';

/** Embed player strings, merged into the 'clips' namespace under `embed`. */
export const enUS = {
  embed: {
    loading: 'Loading clip…',
    notFound: 'This clip does not exist or was removed.',
    failed: 'The clip could not be loaded.',
    retry: 'Try again',
    watchOn: 'Watch on Clipyard',
    by: '{{title}} · {{channel}}',
    opensNewTab: '(opens in a new tab)',
  },
};

export const embedStrings = defineStrings('clips', enUS, () => import('./i18n.ja'));
