import { z } from 'zod';
import { defineCall } from '../define';
import { cursor, pageLimit, PUBLIC_REASON_MAX, safeString, username } from '../fields';
import { commentingBlock, report, reportGroup } from '../models';

/** Ours: the admin moderation queue (ARCHITECTURE section 5). */
export const getReportQueue = defineCall({
  path: 'client/admin/getReportQueue',
  request: z.strictObject({ status: z.enum(['open', 'dismissed', 'actioned']).optional(), cursor, limit: pageLimit }),
  answer: z.object({ reportList: z.array(report), nextCursor: safeString().nullable() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Reports awaiting review, oldest first.',
});

/** Ours: the moderation queue screen (/admin/reports): open reports grouped by target, the oldest first. */
export const getReportGroups = defineCall({
  path: 'client/admin/getReportGroups',
  request: z.strictObject({ limit: pageLimit }),
  answer: z.object({ reportGroupList: z.array(reportGroup), hasMore: z.boolean() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Open reports grouped by what they report, with the clip, comment and channel to judge them by.',
});

/**
 * Ours: closes a report and every other open report on the same target, recording the admin and the action.
 * resolution 'dismissed' keeps the target. 'actioned' removes it: a clip is deleted with its media, a comment is
 * deleted, a channel report is closed for a follow-up by hand. `action` says exactly what to do (it must fit the
 * target): removeClip, removeComment, or blockCommenter (removes the comment and blocks its author from
 * commenting: COMMENTING_BLOCKED).
 */
export const resolveReport = defineCall({
  path: 'client/admin/resolveReport',
  request: z.strictObject({
    reportId: safeString().max(64),
    resolution: z.enum(['dismissed', 'actioned']),
    action: z.enum(['removeClip', 'removeComment', 'blockCommenter']).optional(),
    /**
     * The public reason of a removal (issue 19, ADR 0118): shown with the notification the clip's submitter and
     * streamer get. Short plain text; blank means none. Never the reporters' words or the moderator's notes.
     */
    publicReason: safeString().trim().max(PUBLIC_REASON_MAX, { error: 'PUBLIC_REASON_TOO_LONG' }).optional(),
  }),
  answer: z.object({
    reportId: safeString(),
    status: z.enum(['dismissed', 'actioned']),
    /** How many open reports this closed (the whole group). */
    closedCount: z.number().int(),
  }),
  errors: ['NOT_ADMIN', 'REPORT_NOT_FOUND', 'PUBLIC_REASON_TOO_LONG'],
  ours: true,
  summary: 'Closes a report (and its group), removing the clip or comment or blocking the commenter when asked.',
});

/** Ours: the users blocked from commenting, the most recently blocked first, for the moderation screen. */
export const getCommentingBlocks = defineCall({
  path: 'client/admin/getCommentingBlocks',
  request: z.strictObject({ limit: pageLimit }),
  answer: z.object({ commentingBlockList: z.array(commentingBlock), hasMore: z.boolean() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Users blocked from commenting, newest block first, with the admin who blocked them.',
});

/**
 * Ours: lifts a block on commenting, whichever admin set it (moderation is shared). The user may comment again at
 * once. USER_NOT_FOUND for an unknown name; a user who is not blocked answers wasBlocked false (lifting twice is
 * harmless, two admins may do it at the same time).
 */
export const liftCommentingBlock = defineCall({
  path: 'client/admin/liftCommentingBlock',
  request: z.strictObject({ userName: username }),
  answer: z.object({ userName: safeString(), wasBlocked: z.boolean() }),
  errors: ['NOT_ADMIN', 'USER_NOT_FOUND', 'USERNAME_INVALID'],
  ours: true,
  summary: 'Lets a user blocked from commenting comment again.',
});
