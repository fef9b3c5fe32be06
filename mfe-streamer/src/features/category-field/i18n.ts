import { defineStrings } from '@clipyard/shared';

/** The category field's strings (ADR 0150), in the remote's 'streamer' namespace under `categoryField`. */
export const enUS = {
  categoryField: {
    label: 'Category (optional)',
    none: 'No category',
    help: 'The game or category it was streamed in. A Twitch clip takes its game from Twitch.',
    loading: 'Loading categories…',
    failed: 'Categories could not be loaded: the clip can be sent without one.',
    open: 'Category',
    openLabel: 'Category of {{title}}',
    dialogTitle: 'Category of “{{title}}”',
    managerHelp: 'The game or category the clip was streamed in: its card links it and the category’s page lists it.',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Category saved',
  },
};

export const categoryFieldStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
