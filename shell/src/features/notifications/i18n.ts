import { defineStrings } from '@clipyard/shared';

/** The bell's panel (issue 14 part 8, loaded with it): namespace 'notifications'. The bell's own label is in shellStrings. */
export const enUS = {
  panel: {
    heading: 'Notifications',
    loading: 'Loading notifications…',
    empty: 'No notifications yet. Follow channels to hear of their new clips.',
    error: 'Notifications could not be loaded.',
    retry: 'Try again',
    markAllRead: 'Mark all as read',
    more: 'Show older',
    unread: 'Unread',
    reason: 'Reason: {{reason}}',
    gone: 'This clip was removed',
    /** How an entry names the person who acted ({{name}} of the kinds below), and a person who deleted their account. */
    person: '{{name}}',
    deletedPerson: 'A deleted account',
  },
  kind: {
    new_clip: 'New clip from {{channel}}: {{title}}',
    request_approved: 'Your clip request “{{title}}” was approved',
    request_rejected: 'Your clip request “{{title}}” was declined',
    clip_comment: '{{name}} commented on your clip “{{title}}”',
    report_resolved: 'Your report was reviewed. Thank you for helping keep Clipyard safe.',
    clip_request: '{{name}} sent a clip request to {{channel}}: “{{title}}”',
    clip_request_several: '{{number}} clip requests are waiting on {{channel}} (newest: “{{title}}”)',
    clip_removed: 'A moderator removed the clip “{{title}}” from {{channel}}',
    comment_reply: '{{name}} replied to your comment on “{{title}}”',
    comment_mention: '{{name}} mentioned you in a comment on “{{title}}”',
    report_message: 'A moderator replied to your report',
    report_message_titled: 'A moderator replied to your report of “{{title}}”',
    clip_unlisted: 'A moderator unlisted your clip “{{title}}”: it is no longer in lists or search',
    clip_hidden: 'A moderator hid your clip “{{title}}”: only you and the moderators can see it',
    clip_restored: 'Your clip “{{title}}” is public again',
    appeal_denied: 'Your appeal for “{{title}}” was denied',
    takedown_notice: 'A copyright notice hid your clip “{{title}}” while a moderator reviews it: read the notice on the clip page',
    registration_approved: 'Your registration was approved: welcome to Clipyard! You can now comment, like and follow.',
    registration_rejected: 'Your registration was not approved',
    unknown: 'Something new happened on Clipyard',
  },
  push: {
    toggle: 'Notify me on this device',
    unsupported: 'This browser cannot show notifications from Clipyard.',
    denied: 'Notifications are blocked for this site in your browser settings.',
    failed: 'Notifications on this device could not be turned on.',
  },
};

export const notificationStrings = defineStrings('notifications', enUS, () => import('./i18n.ja'));
