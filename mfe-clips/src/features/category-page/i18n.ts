import { defineStrings } from '@clipyard/shared';

/** The category page's strings (ADR 0150), merged into the remote's 'clips' namespace under `categoryPage`. */
export const enUS = {
  categoryPage: {
    loading: 'Loading the category…',
    eyebrow: 'Category',
    clipCount_one: '{{count}} clip',
    clipCount_other: '{{count}} clips',
    listLabel: 'Clips of {{name}}',
    empty: 'No clips of {{name}} in this period yet. Try another period.',
    notFoundTitle: 'No such category',
    notFoundBody: 'This category does not exist. Its address may be mistyped.',
    retry: 'Try again',
    home: 'Back to the frontpage',
  },
};

export const categoryPageStrings = defineStrings('clips', enUS, () => import('./i18n.ja'));
