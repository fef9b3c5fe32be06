import { defineStrings } from '@clipyard/shared';

/** The clip manager's "Add to collection" dialog (ADR 0148 addendum), in the 'streamer' namespace under `addToCollection`. */
export const enUS = {
  addToCollection: {
    open: 'Add to collection',
    // Begins with the button's visible words, so a voice command naming them reaches it.
    openLabel: 'Add to collection: “{{title}}”',
    dialogTitle: 'Collections for “{{title}}”',
    help: 'Tick a collection to add the clip at its end; untick to take it out. Changes are saved at once.',
    loading: 'Loading your collections…',
    failed: 'Your collections could not be loaded: {{message}}',
    retry: 'Try again',
    empty: 'You have no collections yet. Make the first one below.',
    listLabel: 'Your collections',
    clipCount_one: '{{count}} clip',
    clipCount_other: '{{count}} clips',
    added: 'Added to “{{collection}}”',
    removed: 'Taken out of “{{collection}}”',
    addFailed: 'The clip could not be added to “{{collection}}”: {{message}}',
    removeFailed: 'The clip could not be taken out of “{{collection}}”: {{message}}',
    newLabel: 'New collection',
    newHelp: 'Its title in English; add the Japanese one on the Collections page.',
    create: 'Create and add',
    created: 'Collection “{{collection}}” made with this clip',
    createFailed: 'The collection could not be made: {{message}}',
    full: 'Your channel has the most collections it can have.',
    close: 'Close',
  },
};

export const addToCollectionStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
