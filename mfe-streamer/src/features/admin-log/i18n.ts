import { defineStrings } from '@clipyard/shared';

/** Moderation log page strings, merged into the 'streamer' namespace under `moderationLog` (action names: `reports.log`). */
export const enUS = {
  moderationLog: {
    heading: 'Moderation log',
    intro: 'Everything moderators did, the newest first. Private notes are for moderators only.',
    back: 'Back to reports',
    filters: 'Filter the log',
    moderator: 'Moderator',
    moderatorHelp: 'Their username at the time',
    action: 'Action',
    anyAction: 'Any action',
    from: 'From',
    to: 'To (inclusive)',
    toBeforeFrom: 'The last day is before the first day: nothing could match.',
    apply: 'Apply filters',
    clear: 'Clear filters',
    loading: 'Loading the moderation log…',
    failed: 'The moderation log could not be loaded: {{message}}',
    retry: 'Try again',
    empty: 'Nothing has been logged yet.',
    emptyFiltered: 'Nothing in the log matches these filters.',
    loadMore: 'Load more',
    moreFailed: 'More entries could not be loaded: {{message}}',
  },
};

export const adminLogStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
