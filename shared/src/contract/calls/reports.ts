import { z } from 'zod';
import { defineCall } from '../define';
import { channelLogin, cursor, internalClipId, pageLimit, REPORT_MESSAGE_MAX, safeString } from '../fields';
import { myReport, reportMessage, takedownNotice, takedownStatus } from '../models';

const reason = safeString().trim().max(500).optional();
const reportAnswer = z.object({ reportId: safeString() });
const reportErrors = ['ALREADY_REPORTED', 'ACCOUNT_NOT_REGISTERED'] as const;
const reportRateLimit = { max: 20, windowSeconds: 3600, newAccount: { max: 10, windowSeconds: 3600 } };

/** One open report per reporter and target: a second answers ALREADY_REPORTED. */
export const reportComment = defineCall({
  path: 'client/report/reportComment',
  request: z.strictObject({
    internalClipId,
    commentText: safeString().max(500),
    commenterUserName: safeString().max(40),
    /** Ours: pins the exact comment when the client knows it. */
    commentId: safeString().max(64).optional(),
    reason,
  }),
  answer: reportAnswer,
  errors: [...reportErrors, 'COMMENT_NOT_FOUND'],
  rateLimit: reportRateLimit,
  summary: 'Reports a comment to the moderation queue.',
});

export const reportClip = defineCall({
  path: 'client/report/reportClip',
  request: z.strictObject({ internalClipId, reason }),
  answer: reportAnswer,
  errors: [...reportErrors, 'CLIP_NOT_FOUND'],
  rateLimit: reportRateLimit,
  summary: 'Reports a clip to the moderation queue.',
});

export const reportChannel = defineCall({
  path: 'client/report/reportChannel',
  request: z.strictObject({ channelLogin, reason }),
  answer: reportAnswer,
  errors: [...reportErrors, 'CHANNEL_NOT_FOUND'],
  rateLimit: reportRateLimit,
  summary: 'Reports a channel to the moderation queue.',
});

/** Ours (issue 22 item 1): the reports the signed-in user filed, newest first, each with its state. */
export const getMyReports = defineCall({
  path: 'client/report/getMyReports',
  request: z.strictObject({ cursor, limit: pageLimit }),
  answer: z.object({ reportList: z.array(myReport), nextCursor: safeString().nullable() }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  ours: true,
  summary: "The signed-in user's reports, newest first, with their state.",
});

/**
 * Ours (issue 22 item 1): a report's thread between its reporter and the moderators, oldest first, with the report.
 * Only the reporter and moderators may read it: anyone else gets REPORT_NOT_FOUND (no hint that it exists).
 */
export const getReportMessages = defineCall({
  path: 'client/report/getReportMessages',
  request: z.strictObject({ reportId: safeString().max(64) }),
  answer: z.object({
    report: myReport,
    messageList: z.array(reportMessage),
    /** Whether the caller reads as the report's reporter or as a moderator (an admin reading someone else's report). */
    readerRole: z.enum(['reporter', 'moderator']),
  }),
  errors: ['REPORT_NOT_FOUND', 'ACCOUNT_NOT_REGISTERED'],
  ours: true,
  summary: "A report's message thread between its reporter and the moderators.",
});

/**
 * Ours (issue 22 item 1): adds a message to a report's thread, as its reporter or as a moderator; the other side is
 * told (a moderator's message notifies the reporter). Closed reports keep their thread open: a reporter may still ask
 * why. REPORT_NOT_FOUND for anyone else.
 */
export const sendReportMessage = defineCall({
  path: 'client/report/sendReportMessage',
  request: z.strictObject({
    reportId: safeString().max(64),
    text: safeString().trim().min(1, { error: 'REPORT_MESSAGE_EMPTY' }).max(REPORT_MESSAGE_MAX, { error: 'REPORT_MESSAGE_TOO_LONG' }),
  }),
  answer: z.object({ message: reportMessage }),
  errors: ['REPORT_NOT_FOUND', 'REPORT_MESSAGE_EMPTY', 'REPORT_MESSAGE_TOO_LONG', 'ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 30, windowSeconds: 600, newAccount: { max: 10, windowSeconds: 3600 } },
  ours: true,
  summary: "Adds a message to a report's thread.",
});

/** Ours (issue 22 item 2, ADR 0132, shared 1.6.0): see the moderators' side, setClipVisibility, in admin.ts. */
/**
 * The clip's streamer or submitter appeals its unlisting or hiding, once per decision (APPEAL_ALREADY_FILED after).
 * The reports that led to it are open again in the moderators' queue. Anyone else, or a clip that is public, answers
 * APPEAL_NOT_ALLOWED; a clip the caller cannot see answers CLIP_NOT_FOUND.
 */
export const appealClipModeration = defineCall({
  path: 'client/report/appealClipModeration',
  request: z.strictObject({
    internalClipId,
    message: safeString().trim().min(1, { error: 'APPEAL_MESSAGE_EMPTY' }).max(REPORT_MESSAGE_MAX, { error: 'APPEAL_MESSAGE_TOO_LONG' }),
  }),
  answer: z.object({ appealId: safeString(), reopenedReportCount: z.number().int() }),
  errors: ['CLIP_NOT_FOUND', 'APPEAL_NOT_ALLOWED', 'APPEAL_ALREADY_FILED', 'APPEAL_MESSAGE_EMPTY', 'APPEAL_MESSAGE_TOO_LONG', 'ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 10, windowSeconds: 3600, newAccount: { max: 5, windowSeconds: 3600 } },
  ours: true,
  summary: "Appeals a moderator's unlisting or hiding of the caller's clip.",
});

/**
 * Ours (issue 22 item 3, ADR 0135): copyright takedown notices. Their text is kept as filed; every step is in the
 * moderation log.
 */
const noticeText = (max: number) => safeString().trim().min(1).max(max);
const TAKEDOWN_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Files a copyright notice, signed in or not: the clips named (addresses of clips of this site, one per entry) are
 * hidden at once pending review, and each clip's streamer is told. A notice naming clips of several channels is
 * kept as one notice per channel (each streamer answers their own). An address that names no clip anyone may see
 * answers TAKEDOWN_CLIP_NOT_FOUND with that address as `publicReason`. Both statements must be affirmed.
 */
export const fileTakedownNotice = defineCall({
  path: 'client/report/fileTakedownNotice',
  request: z.strictObject({
    clipUrlList: z.array(safeString().trim().max(2048)).min(1).max(50),
    workDescription: noticeText(4000),
    claimantName: noticeText(200),
    claimantEmail: safeString().trim().max(254).regex(TAKEDOWN_EMAIL, { error: 'TAKEDOWN_EMAIL_INVALID' }),
    /** "I have a good-faith belief that the use is not authorised by the owner, its agent or the law." */
    goodFaith: z.literal(true),
    /** "The notice is accurate, and I am the owner or authorised to act for the owner." */
    accurate: z.literal(true),
    /** The claimant's full name as their signature. */
    signature: noticeText(200),
  }),
  answer: z.object({ noticeIdList: z.array(safeString()), hiddenClipCount: z.number().int() }),
  errors: ['TAKEDOWN_CLIP_NOT_FOUND', 'TAKEDOWN_EMAIL_INVALID'],
  rateLimit: { max: 5, windowSeconds: 3600 },
  ours: true,
  summary: 'Files a copyright takedown notice; the clips it names are hidden pending review.',
});

/**
 * A notice, for the streamer of the channel it concerns and the moderators: anyone else (another channel's streamer,
 * the claimant) answers TAKEDOWN_NOT_FOUND. `counterNotice` is the caller's own (a moderator reads any);
 * `canCounter` says whether the caller may file one now.
 */
export const getTakedownNotice = defineCall({
  path: 'client/report/getTakedownNotice',
  request: z.strictObject({ noticeId: safeString().max(64) }),
  answer: z.object({ notice: takedownNotice, canCounter: z.boolean() }),
  errors: ['TAKEDOWN_NOT_FOUND', 'ACCOUNT_NOT_REGISTERED'],
  ours: true,
  summary: 'A copyright notice, for the streamer of its channel.',
});

/**
 * The channel's streamer answers a notice with a counter-notice, once (COUNTER_NOTICE_ALREADY_FILED after) and only
 * while it is open (COUNTER_NOTICE_NOT_ALLOWED once decided): the notice waits for a moderator again, who restores or
 * removes the clips. The consent statement must be affirmed.
 */
export const fileCounterNotice = defineCall({
  path: 'client/report/fileCounterNotice',
  request: z.strictObject({
    noticeId: safeString().max(64),
    statement: noticeText(4000),
    fullName: noticeText(200),
    contact: noticeText(500),
    /** "I state in good faith the clips were removed by mistake or misidentification, and I consent to be contacted." */
    consent: z.literal(true),
  }),
  answer: z.object({ noticeId: safeString(), status: takedownStatus }),
  errors: ['TAKEDOWN_NOT_FOUND', 'COUNTER_NOTICE_ALREADY_FILED', 'COUNTER_NOTICE_NOT_ALLOWED', 'ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 10, windowSeconds: 3600 },
  ours: true,
  summary: 'Files a counter-notice to a copyright notice against your channel.',
});
