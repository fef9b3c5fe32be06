import { z } from 'zod';
import { defineCall, emptyAnswer, emptyRequest } from '../define';
import { cursor, pageLimit, safeString } from '../fields';

/**
 * Ours: the notification centre (issue 14 part 8, ADR 0107) and Web Push subscriptions (ADR 0108). Every call acts
 * on the signed-in person's own rows only: another person's notification answers NOTIFICATION_NOT_FOUND.
 */

/**
 * What happened. 'clip_comment' is a comment on a clip the person submitted. Issue 19 (ADR 0118): 'clip_request'
 * tells a streamer of clip requests waiting (one row per channel while unread, `itemCount` of them), 'clip_removed'
 * tells a clip's submitter and its channel's streamer that a moderator removed it (`reason`), 'comment_reply' and
 * 'comment_mention' tell a person of a reply to their comment or an @mention (`actorName` wrote it). Issue 22 (shared
 * 1.5.0): 'report_message' tells a reporter that a moderator wrote in their report's thread (`reportId`).
 */
export const notificationKinds = [
  'new_clip',
  'request_approved',
  'request_rejected',
  'clip_comment',
  'report_resolved',
  'clip_request',
  'clip_removed',
  'comment_reply',
  'comment_mention',
  'report_message',
  // shared 1.6.0 (issue 22 item 2): told to a clip's streamer and submitter, with the public reason.
  'clip_unlisted',
  'clip_hidden',
  'clip_restored',
  'appeal_denied',
  // Issue 22 item 3 (ADR 0135): told to a clip's streamer when a copyright notice hid it.
  'takedown_notice',
  // Issue 22 item 5 (ADR 0136): a pending registration approved, or refused with the public reason.
  'registration_approved',
  'registration_rejected',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notification = z.object({
  notificationId: safeString(),
  kind: z.enum(notificationKinds),
  createdAt: safeString(),
  isRead: z.boolean(),
  channelLogin: safeString().nullable(),
  /** The channel's display name, as the entry names it (issue 19); left out by an older server or for a channel gone. */
  channelName: safeString().nullish(),
  internalClipId: safeString().nullable(),
  clipTitle: safeString().nullable(),
  /** Who did it: the commenter of a clip_comment, the writer of a reply or mention, the newest requester; null otherwise. */
  actorName: safeString().nullable(),
  // Added in issue 19 (ADR 0118): optional, so an answer of an older server still reads.
  /** The public reason a moderator gave (clip_removed); null otherwise. */
  reason: safeString().nullish(),
  /** How many clip requests a clip_request entry stands for; null for other kinds. */
  itemCount: z.number().int().min(1).nullish(),
  /** The clip it names has been deleted or removed since: shown as gone, never linked (issue 19 item 21). */
  clipGone: z.boolean().optional(),
  /** The report a report_message entry is about (shared 1.5.0); null for other kinds. */
  reportId: safeString().nullish(),
});
export type NotificationItem = z.output<typeof notification>;

/** A notification id as the list gives it (a positive integer as text). */
const notificationId = safeString().regex(/^[1-9]\d{0,9}$/, { error: 'NOTIFICATION_NOT_FOUND' });
const unreadAnswer = z.object({ unreadCount: z.number().int().min(0) });

export const getNotifications = defineCall({
  path: 'client/notifications/getNotifications',
  request: z.strictObject({ cursor, limit: pageLimit }),
  answer: z.object({ notificationList: z.array(notification), nextCursor: safeString().nullable(), unreadCount: z.number().int().min(0) }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  ours: true,
  summary: 'The signed-in person’s notifications, newest first (keyset pages), and how many are unread.',
});

export const getUnreadCount = defineCall({
  path: 'client/notifications/getUnreadCount',
  request: emptyRequest,
  answer: unreadAnswer.extend({
    /** A streamer's clip requests waiting for a decision (the studio link's badge, ADR 0118); 0 for everyone else. */
    pendingRequestCount: z.number().int().min(0).optional(),
  }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  ours: true,
  summary: 'How many of the signed-in person’s notifications are unread, and a streamer’s pending clip requests (the shell polls this).',
});

export const markNotificationRead = defineCall({
  path: 'client/notifications/markRead',
  request: z.strictObject({ notificationId }),
  answer: unreadAnswer,
  errors: ['ACCOUNT_NOT_REGISTERED', 'NOTIFICATION_NOT_FOUND'],
  ours: true,
  summary: 'Marks one of the person’s own notifications read (idempotent).',
});

export const markAllNotificationsRead = defineCall({
  path: 'client/notifications/markAllRead',
  request: emptyRequest,
  answer: unreadAnswer,
  errors: ['ACCOUNT_NOT_REGISTERED'],
  ours: true,
  summary: 'Marks every notification of the person read.',
});

export const getPushPublicKey = defineCall({
  path: 'client/notifications/pushPublicKey',
  request: emptyRequest,
  answer: z.object({ publicKey: safeString() }),
  errors: [],
  ours: true,
  summary: 'The server’s VAPID public key (base64url), the applicationServerKey of a push subscription.',
});

/** base64url, as PushSubscription.toJSON() gives the keys. */
const base64url = (max: number) => safeString().min(1).max(max).regex(/^[A-Za-z0-9_-]+=*$/, { error: 'PUSH_SUBSCRIPTION_INVALID' });
function isHttpUrl(value: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
/** The push service's address; the server also checks it is safe to call (a public https host). */
const pushEndpoint = safeString().max(1000).refine(isHttpUrl, { error: 'PUSH_SUBSCRIPTION_INVALID' });

export const subscribePush = defineCall({
  path: 'client/notifications/subscribePush',
  request: z.strictObject({
    endpoint: pushEndpoint,
    keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }),
    /** The language the pushed text is written in. */
    language: z.enum(['en-US', 'ja']),
  }),
  answer: emptyAnswer,
  errors: ['ACCOUNT_NOT_REGISTERED', 'PUSH_SUBSCRIPTION_INVALID'],
  // Each call resolves the endpoint's host (the address check): bounded, so nobody drives the server's DNS look-ups.
  rateLimit: { max: 10, windowSeconds: 600 },
  ours: true,
  summary: 'Keeps this browser’s push subscription for the person (at most a few per person, the oldest dropped).',
});

export const unsubscribePush = defineCall({
  path: 'client/notifications/unsubscribePush',
  request: z.strictObject({ endpoint: pushEndpoint }),
  answer: emptyAnswer,
  errors: ['ACCOUNT_NOT_REGISTERED', 'PUSH_SUBSCRIPTION_INVALID'],
  ours: true,
  summary: 'Forgets this browser’s push subscription (idempotent; only the person’s own).',
});
