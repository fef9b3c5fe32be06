import { defineStrings } from '@clipyard/shared';

/** Comment menu strings (SPEC section 2 and 8), merged into the 'clips' namespace under `commentMenu`. */
export const enUS = {
  commentMenu: {
    open: 'Comment menu for {{user}}',
    report: 'Report Comment',
    blockUser: 'Block User',
    cancel: 'Cancel',
    signInToReport: 'Sign in to report inappropriate content',
    login: 'Login',
    reportThanks: 'Thank you for the report',
    reportFailed: 'Failed to report the following user',
    userBlocked: 'User blocked',
    blockFailed: 'Failed to block user',
    delete: 'Delete Comment',
    deleteConfirm: 'Delete your comment? This cannot be undone.',
    deleteConfirmReplies: 'Delete your comment and the replies under it? This cannot be undone.',
    deleted: 'Comment deleted',
    deleteFailed: 'Failed to delete the comment',
    blockTitle: 'Block {{user}}?',
    blockMessage: 'Their comments and chat messages will be hidden from you everywhere on Clipyard. You can unblock them at any time on your blocks page.',
    manageBlocks: 'Manage your blocks',
  },
};

export const commentMenuStrings = defineStrings('clips', enUS, () => import('./i18n.ja'));
