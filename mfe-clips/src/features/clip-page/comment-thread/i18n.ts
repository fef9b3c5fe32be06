import { defineStrings } from '@clipyard/shared';

/** Replies and @mentions under the clip page's comments (issue 19, ADR 0117), merged into the 'clips' namespace. */
export const enUS = {
  commentThread: {
    reply: 'Reply',
    replyTo: 'Reply to {{user}}',
    replyLabel: 'Reply to {{user}}',
    replySubmit: 'Reply',
    cancel: 'Cancel',
    replyPosted: 'Reply posted',
    repliesTo: 'Replies to {{user}}',
    showMore_one: 'Show {{count}} more reply',
    showMore_other: 'Show {{count}} more replies',
    loadingReplies: 'Loading replies…',
    repliesFailed: 'Replies could not be loaded.',
    retry: 'Try again',
    heldForReview: 'Held for review',
    heldHint: 'Only you can see this until a moderator approves it.',
    postedHeld: 'Your comment is held for review: others will see it once it is approved.',
    refusedWithReason: '{{message}} {{reason}}',
    mentions: {
      listLabel: 'People to mention',
      count_one: '{{count}} person to mention. Choose with the up and down arrow keys, then press Enter.',
      count_other: '{{count}} people to mention. Choose with the up and down arrow keys, then press Enter.',
    },
  },
};

export const commentThreadStrings = defineStrings('clips', enUS, () => import('./i18n.ja'));
