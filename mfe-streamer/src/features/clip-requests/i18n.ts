import { defineStrings } from '@clipyard/shared';

/** Clip request screen strings, merged into the 'streamer' namespace under `requests`. */
export const enUS = {
  requests: {
    heading: 'Clip requests',
    intro: 'Clips viewers submitted to {{channel}}. Approve to publish them on your channel.',
    loading: 'Loading clip requests…',
    empty: 'No clip requests are waiting. New submissions will show up here.',
    retry: 'Try again',
    approve: 'Approve',
    reject: 'Reject',
    rejectAll: 'Reject all',
    approveLabel: 'Approve {{title}}',
    rejectLabel: 'Reject {{title}}',
    rejectAllConfirmTitle: 'Reject all requests?',
    rejectAllConfirm: 'Every waiting clip request will be rejected. This cannot be undone.',
    decidedApproved: 'Approved “{{title}}”',
    decidedRejected: 'Rejected “{{title}}”',
    undoHint: 'Saved in a few seconds unless you undo it.',
    saving: 'Saving…',
    saved: 'Saved.',
    undo: 'Undo',
    undoLabel: 'Undo the decision on {{title}}',
    undone: 'Decision undone: “{{title}}” is waiting again.',
    rejectedAll_one: 'Rejected {{count}} clip request',
    rejectedAll_other: 'Rejected {{count}} clip requests',
    failed: 'An error occurred while processing clip request',
    submittedBy: 'Submitted by {{user}} · {{date}}',
    source: 'Source',
    preview: 'Preview of {{title}}',
    processing: 'The video is still being processed. Its preview appears here when it is ready.',
    processingFailed: 'This video could not be processed. You can reject the request.',
    loadMore: 'Load more',
    signedOutTitle: 'Log in to manage clip requests',
    signedOutBody: 'Clip requests belong to a streamer’s channel. Log in to see yours.',
    login: 'Log in',
    notStreamerTitle: 'Connect your channel first',
    notStreamerBody: 'Only a streamer who connected their Twitch channel receives clip requests.',
    connect: 'Go to connections',
  },
};

export const clipRequestsStrings = defineStrings('streamer', enUS, () => import('./i18n.ja'));
