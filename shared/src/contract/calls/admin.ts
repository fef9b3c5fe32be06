import { z } from 'zod';
import { defineCall } from '../define';
import { cursor, internalClipId, isoDate, pageLimit, PRIVATE_NOTE_MAX, PUBLIC_REASON_MAX, safeString, username } from '../fields';
import {
  appealStatus,
  clipAppeal,
  clipVisibility,
  commentingBlock,
  legalHold,
  moderationAction,
  moderationLogEntry,
  registrationRequest,
  report,
  reportGroup,
  reportStatus,
  suspendedAccount,
  takedownNoticeForModerators,
  takedownStatus,
} from '../models';

/** A moderator's private note on an action, kept in the moderation log for moderators only; blank means none. */
const privateNote = safeString().trim().max(PRIVATE_NOTE_MAX, { error: 'PRIVATE_NOTE_TOO_LONG' }).optional();

/** Ours: the admin moderation queue (ARCHITECTURE section 5). */
export const getReportQueue = defineCall({
  path: 'client/admin/getReportQueue',
  request: z.strictObject({ status: reportStatus.optional(), cursor, limit: pageLimit }),
  answer: z.object({ reportList: z.array(report), nextCursor: safeString().nullable() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Reports awaiting review, oldest first.',
});

/**
 * Ours: the moderation queue screen (/admin/reports): reports grouped by target. `status` filters the groups (shared
 * 1.5.0; default open): open and in_review groups come the oldest-reported first (first come, first reviewed),
 * actioned and dismissed ones the most recently closed first.
 */
export const getReportGroups = defineCall({
  path: 'client/admin/getReportGroups',
  request: z.strictObject({ limit: pageLimit, status: reportStatus.optional() }),
  answer: z.object({ reportGroupList: z.array(reportGroup), hasMore: z.boolean() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Reports grouped by what they report, with the clip, comment and channel to judge them by.',
});

/**
 * Ours (issue 22 item 1): a moderator takes a report group into review: its open reports become in_review with the
 * moderator named, so the others see it is taken; logged. REPORT_NOT_FOUND when the report is no longer open (taken or
 * closed by someone else first).
 */
export const startReportReview = defineCall({
  path: 'client/admin/startReportReview',
  request: z.strictObject({ reportId: safeString().max(64) }),
  answer: z.object({ reportId: safeString(), status: reportStatus, reviewerUserName: safeString(), movedCount: z.number().int() }),
  errors: ['NOT_ADMIN', 'REPORT_NOT_FOUND', 'REPORT_ALREADY_TAKEN', 'REPORT_ALREADY_CLOSED'],
  ours: true,
  summary: 'Takes a report group into review.',
});

/**
 * Ours (issue 22 item 1): the moderation log, newest first: every moderator action with its public reason and private
 * note. Filters: the moderator's name, the action, the target (a report group's targetKey) and a time range (from
 * inclusive, until exclusive).
 */
export const getModerationLog = defineCall({
  path: 'client/admin/getModerationLog',
  request: z.strictObject({
    moderatorUserName: username.optional(),
    action: moderationAction.optional(),
    targetKey: safeString().max(200).optional(),
    from: isoDate.pipe(z.iso.datetime({ offset: true })).optional(),
    until: isoDate.pipe(z.iso.datetime({ offset: true })).optional(),
    cursor,
    limit: pageLimit,
  }),
  answer: z.object({ entryList: z.array(moderationLogEntry), nextCursor: safeString().nullable() }),
  errors: ['NOT_ADMIN', 'USERNAME_INVALID'],
  ours: true,
  summary: 'The moderation log, newest first, filtered by moderator, action, target and time.',
});

/**
 * Ours: closes a report and every other open or in-review report on the same target, recording the admin and the
 * action in the moderation log.
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
    /** unlistClip / hideClip (shared 1.6.0): the clip stays, unlisted or hidden, and its people may appeal. */
    action: z.enum(['removeClip', 'unlistClip', 'hideClip', 'removeComment', 'blockCommenter']).optional(),
    /**
     * The public reason of a removal (issue 19, ADR 0118): shown with the notification the clip's submitter and
     * streamer get. Short plain text; blank means none. Never the reporters' words or the moderator's notes.
     */
    publicReason: safeString().trim().max(PUBLIC_REASON_MAX, { error: 'PUBLIC_REASON_TOO_LONG' }).optional(),
    /** For moderators only, in the moderation log (shared 1.5.0). */
    privateNote,
  }),
  answer: z.object({
    reportId: safeString(),
    status: z.enum(['dismissed', 'actioned']),
    /** How many open reports this closed (the whole group). */
    closedCount: z.number().int(),
  }),
  errors: ['NOT_ADMIN', 'REPORT_NOT_FOUND', 'PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG', 'LEGAL_HOLD'],
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

/** Ours (issue 22 item 5): the suspended accounts, the most recently suspended first, for the moderation screen. */
export const getSuspendedAccounts = defineCall({
  path: 'client/admin/getSuspendedAccounts',
  request: z.strictObject({ limit: pageLimit }),
  answer: z.object({ suspendedAccountList: z.array(suspendedAccount), hasMore: z.boolean() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Suspended accounts, newest suspension first, with the admin who suspended them and the reason.',
});

/**
 * Ours (issue 22 item 5): suspends an account. From the next request on, its sessions act as nobody: a call that needs
 * a signed-in person is refused with ACCOUNT_SUSPENDED, browsing works as for a signed-out visitor, and its Firebase
 * refresh tokens are revoked so no new session starts either. An admin cannot be suspended (FORBIDDEN: revoke the
 * role first). Suspending a suspended account keeps the first suspension (wasSuspended true).
 */
export const suspendAccount = defineCall({
  path: 'client/admin/suspendAccount',
  request: z.strictObject({
    userName: username,
    /** Shown to the person when they try to act; short plain text, blank means none. */
    publicReason: safeString().trim().max(PUBLIC_REASON_MAX, { error: 'PUBLIC_REASON_TOO_LONG' }).optional(),
    /** For moderators only, in the moderation log (shared 1.5.0). */
    privateNote,
  }),
  answer: z.object({ userName: safeString(), wasSuspended: z.boolean() }),
  errors: ['NOT_ADMIN', 'USER_NOT_FOUND', 'USERNAME_INVALID', 'FORBIDDEN', 'PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'],
  ours: true,
  summary: 'Suspends an account: its sessions are refused at once and it cannot sign in again until restored.',
});

/** Ours (issue 22 item 5): restores a suspended account; the person signs in again. Restoring twice is harmless. */
export const restoreAccount = defineCall({
  path: 'client/admin/restoreAccount',
  request: z.strictObject({ userName: username }),
  answer: z.object({ userName: safeString(), wasSuspended: z.boolean() }),
  errors: ['NOT_ADMIN', 'USER_NOT_FOUND', 'USERNAME_INVALID'],
  ours: true,
  summary: 'Restores a suspended account.',
});

/** Ours (issue 22 item 5, ADR 0136): the accounts waiting for approval (REGISTRATION=approval), the longest waiting first. */
export const getRegistrationRequests = defineCall({
  path: 'client/admin/getRegistrationRequests',
  request: z.strictObject({ limit: pageLimit }),
  answer: z.object({ registrationRequestList: z.array(registrationRequest), hasMore: z.boolean() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Pending registrations, oldest first, with the reason each person gave.',
});

/**
 * Ours (issue 22 item 5, ADR 0136): approves a pending registration (the account takes part from its next request) or
 * rejects it with a public reason (the account stays, refused, so the person reads why and may delete it; its name
 * stays taken meanwhile). Logged; the person is told. An account not pending answers REGISTRATION_NOT_PENDING.
 */
export const decideRegistration = defineCall({
  path: 'client/admin/decideRegistration',
  request: z.strictObject({
    userName: username,
    decision: z.enum(['approve', 'reject']),
    publicReason: safeString().trim().max(PUBLIC_REASON_MAX, { error: 'PUBLIC_REASON_TOO_LONG' }).optional(),
    privateNote,
  }),
  answer: z.object({ userName: safeString(), status: z.enum(['active', 'rejected']) }),
  errors: ['NOT_ADMIN', 'USER_NOT_FOUND', 'USERNAME_INVALID', 'REGISTRATION_NOT_PENDING', 'PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'],
  ours: true,
  summary: 'Approves or rejects a pending registration.',
});

/** What a legal hold is placed on or lifted from: exactly one of a clip or an account. */
const holdTarget = z
  .strictObject({ internalClipId: internalClipId.optional(), userName: username.optional(), privateNote })
  .refine((body) => (body.internalClipId === undefined) !== (body.userName === undefined), { error: 'Name exactly one of internalClipId and userName' });

/**
 * Ours (issue 22 item 6): the legal holds in force, the most recent first, in keyset pages: `cursor` is the last
 * page's `nextCursor` (shared 1.6.0; older servers answer one page, without nextCursor).
 */
export const getLegalHolds = defineCall({
  path: 'client/admin/getLegalHolds',
  request: z.strictObject({ limit: pageLimit, cursor }),
  answer: z.object({ legalHoldList: z.array(legalHold), hasMore: z.boolean(), nextCursor: safeString().nullable().optional() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Clips and accounts under a legal hold.',
});

/**
 * Ours (issue 22 item 6): freezes a clip or an account. Until the hold is lifted nothing of it can be deleted: a held
 * clip cannot be deleted by its streamer or removed by a moderator (LEGAL_HOLD); a held account can still be deleted by
 * its owner, which ends their access at once, but its data is kept until the hold ends. Placing a hold twice keeps the
 * first (wasHeld true). Logged, with the private note.
 */
export const placeLegalHold = defineCall({
  path: 'client/admin/placeLegalHold',
  request: holdTarget,
  answer: z.object({ targetKey: safeString(), wasHeld: z.boolean() }),
  errors: ['NOT_ADMIN', 'CLIP_NOT_FOUND', 'USER_NOT_FOUND', 'USERNAME_INVALID', 'PRIVATE_NOTE_TOO_LONG'],
  ours: true,
  summary: 'Places a legal hold on a clip or an account.',
});

/**
 * Ours (issue 22 item 6): lifts a legal hold. An account whose owner asked to delete it while held is deleted now (the
 * deletion it was waiting for). Lifting what is not held changes nothing (wasHeld false). Logged.
 */
export const liftLegalHold = defineCall({
  path: 'client/admin/liftLegalHold',
  request: holdTarget,
  answer: z.object({ targetKey: safeString(), wasHeld: z.boolean(), accountDeleted: z.boolean() }),
  errors: ['NOT_ADMIN', 'CLIP_NOT_FOUND', 'USER_NOT_FOUND', 'USERNAME_INVALID', 'PRIVATE_NOTE_TOO_LONG'],
  ours: true,
  summary: 'Lifts a legal hold; a deletion that waited for it happens now.',
});

/**
 * Ours (issue 22 item 2, ADR 0132, shared 1.6.0): unlisting and hiding clips, and appeals. A report's resolution can
 * unlist or hide its clip too (resolveReport's unlistClip / hideClip). Every decision is in the moderation log, and
 * the clip's streamer and submitter are told with the public reason.
 */
const publicReason = safeString().trim().max(PUBLIC_REASON_MAX, { error: 'PUBLIC_REASON_TOO_LONG' }).optional();

/**
 * Sets a clip's visibility: 'unlisted' (by link only), 'hidden' (its streamer, submitter and moderators only) or
 * 'public' again (restored: open appeals of it are granted). Setting what it already is changes nothing (changed
 * false, nobody told, nothing logged). A deleted clip answers CLIP_NOT_FOUND.
 */
export const setClipVisibility = defineCall({
  path: 'client/admin/setClipVisibility',
  request: z.strictObject({ internalClipId, visibility: clipVisibility, publicReason, privateNote }),
  answer: z.object({ internalClipId: safeString(), visibility: clipVisibility, changed: z.boolean() }),
  errors: ['NOT_ADMIN', 'CLIP_NOT_FOUND', 'PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'],
  ours: true,
  summary: "Unlists, hides or restores a clip, with a public reason for its streamer and submitter.",
});

/** The appeals, open ones oldest first (the order they wait in), decided ones newest first. */
export const getClipAppeals = defineCall({
  path: 'client/admin/getClipAppeals',
  request: z.strictObject({ status: z.enum(['open', 'decided']), cursor, limit: pageLimit }),
  answer: z.object({ appealList: z.array(clipAppeal), nextCursor: safeString().nullable() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Appeals of unlisted and hidden clips, for the moderators.',
});

/**
 * Decides an open appeal: 'grant' makes the clip public again (and grants any other open appeal of the same decision),
 * 'deny' keeps the decision; the appellant is told, with the public reason. An appeal already decided answers
 * APPEAL_NOT_FOUND.
 */
export const decideClipAppeal = defineCall({
  path: 'client/admin/decideClipAppeal',
  request: z.strictObject({ appealId: safeString().max(64), decision: z.enum(['grant', 'deny']), publicReason, privateNote }),
  answer: z.object({ appealId: safeString(), status: appealStatus }),
  errors: ['NOT_ADMIN', 'APPEAL_NOT_FOUND', 'PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'],
  ours: true,
  summary: 'Grants (restores the clip) or denies an appeal.',
});

/**
 * Ours (issue 22 item 3, ADR 0135): the copyright notices, open ones (waiting, with or without a counter-notice)
 * oldest first, decided ones newest first; each with its text, its clips, its counter-notice and its channel's
 * repeat-infringer count.
 */
export const getTakedownNotices = defineCall({
  path: 'client/admin/getTakedownNotices',
  request: z.strictObject({ status: z.enum(['open', 'decided']), cursor, limit: pageLimit }),
  answer: z.object({ noticeList: z.array(takedownNoticeForModerators), nextCursor: safeString().nullable() }),
  errors: ['NOT_ADMIN'],
  ours: true,
  summary: 'Copyright takedown notices, for the moderators.',
});

/**
 * Decides a notice: 'restore' makes its clips public again (the notice was not upheld); 'remove' deletes them (it
 * was, and counts against the channel). A notice already decided answers TAKEDOWN_NOT_FOUND. Logged; the streamer is
 * told.
 */
export const decideTakedownNotice = defineCall({
  path: 'client/admin/decideTakedownNotice',
  request: z.strictObject({ noticeId: safeString().max(64), decision: z.enum(['restore', 'remove']), publicReason, privateNote }),
  answer: z.object({ noticeId: safeString(), status: takedownStatus }),
  errors: ['NOT_ADMIN', 'TAKEDOWN_NOT_FOUND', 'LEGAL_HOLD', 'PUBLIC_REASON_TOO_LONG', 'PRIVATE_NOTE_TOO_LONG'],
  ours: true,
  summary: 'Restores or removes the clips of a copyright notice.',
});
