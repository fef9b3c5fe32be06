import { z } from 'zod';
import { defineCall } from '../define';
import { categoryId, channelLogin, clipTitle, cursor, internalClipId, isoDate, pageLimit, safeString } from '../fields';
import { MEDIA_INPUT_LIMITS } from '../limits';
import { clipRequestStatus, clipStatus, encodeTask } from '../models';

/**
 * Submit a clip by URL (a direct http(s) video file, or a Twitch clip URL) or by a finished tus upload.
 * `clipUrl` is checked by validateClipUrl (shared with the client): '' gives EMPTY_INPUT, a non-URL INVALID_URL.
 * channelLogin is required for direct URLs and uploads; a Twitch clip URL names its own channel.
 */
export const submitClip = defineCall({
  path: 'client/userSubmission/submitClip',
  request: z.strictObject({
    clipUrl: safeString().max(2048).optional(),
    uploadId: safeString().min(1).max(128).optional(),
    channelLogin: channelLogin.optional(),
    clipTitle,
    /**
     * The part of the source the clip is (issue 23 item 1, ADR 0145), in seconds from its start: at least
     * CLIP_TRIM_MIN_SECONDS and at most the server's longest (is-online `clipTrim`), else TRIM_INVALID; a range past
     * the source's end fails the encode with that reason. Absent: the whole source.
     */
    trim: z
      .strictObject({
        startSeconds: z.number().finite().min(0).max(MEDIA_INPUT_LIMITS.maxSeconds),
        endSeconds: z.number().finite().min(0).max(MEDIA_INPUT_LIMITS.maxSeconds),
      })
      .optional(),
    /**
     * Ours (shared 1.13.0, issue 23 item 6, ADR 0150): the category the clip was streamed in, from getCategories;
     * unknown: CATEGORY_NOT_FOUND. A Twitch clip takes Twitch's game instead and ignores this.
     */
    categoryId: categoryId.optional(),
  }),
  answer: z.object({
    internalClipId: safeString(),
    channelLogin: safeString(),
    status: clipStatus,
    /** Set when the channel asks for approval: the clip waits in the streamer's queue. */
    requestId: safeString().nullable(),
  }),
  errors: [
    'EMPTY_INPUT',
    'INVALID_URL',
    'UNSAFE_URL',
    'FETCH_FAILED',
    'MEDIA_INVALID',
    'MEDIA_TOO_LARGE',
    'UPLOAD_NOT_FOUND',
    'CHANNEL_REQUIRED',
    'CHANNEL_INVALID',
    'SUBMISSIONS_CLOSED',
    'SUBMIT_FOLLOWERS_ONLY',
    'SUBMIT_FOLLOW_TOO_RECENT',
    'TWITCH_NOT_CONFIGURED',
    'TWITCH_FAILED',
    'TITLE_TOO_SHORT',
    'TITLE_TOO_LONG',
    'TRIM_INVALID',
    'CATEGORY_NOT_FOUND',
  ],
  rateLimit: { max: 10, windowSeconds: 600, newAccount: { max: 15, windowSeconds: 3600 } },
  summary: 'Submits a clip; it is fetched, checked with ffprobe and encoded in the background.',
});

export const clipEncodeStatus = defineCall({
  path: 'client/userSubmission/clipEncodeStatus',
  request: z.strictObject({ internalClipId }),
  answer: z.object({
    internalClipId: safeString(),
    status: clipStatus,
    failureReason: safeString().nullable(),
    tasks: z.array(encodeTask),
    /** While the clip is not public: the grant its media addresses need (ADR 0114), as on the Clip model. */
    mediaGrant: safeString().max(64).optional(),
  }),
  errors: ['CLIP_NOT_FOUND'],
  summary: 'The clip’s status and each rendition’s encode state and progress.',
});

/**
 * Where one of a person's submissions stands, as /account/submissions shows it (ADR 0124): waiting for the
 * streamer, approved (public), published directly (no review), still being prepared, rejected, failed to encode,
 * or taken off the site later.
 */
export const MY_SUBMISSION_STATES = ['pending', 'approved', 'published', 'processing', 'rejected', 'failed', 'removed'] as const;
export const mySubmissionState = z.enum(MY_SUBMISSION_STATES);
export type MySubmissionState = z.infer<typeof mySubmissionState>;

export const mySubmission = z.object({
  internalClipId: safeString(),
  channelLogin: safeString(),
  channelDisplayName: safeString(),
  clipTitle: safeString(),
  submittedAt: isoDate,
  state: mySubmissionState,
  /** Set when the submission went to the streamer's queue (a channel in Approval); its title can change while pending. */
  requestId: safeString().nullable(),
  requestStatus: clipRequestStatus.nullable(),
  /** When the streamer approved or rejected it. There is no reason to show: a streamer decides without giving one (ADR 0124). */
  decidedAt: isoDate.nullable(),
});
export type MySubmission = z.infer<typeof mySubmission>;

/** Ours: /account/submissions. The signed-in person's own submissions, newest first, keyset pages. */
export const getMySubmissions = defineCall({
  path: 'client/userSubmission/getMySubmissions',
  request: z.strictObject({ cursor, limit: pageLimit }),
  answer: z.object({ submissionList: z.array(mySubmission), nextCursor: safeString().nullable() }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 120, windowSeconds: 60 },
  ours: true,
  summary: 'Lists the caller’s own clip submissions and requests, newest first, with where each stands.',
});

/**
 * Ours: the submitter changes the title of their own request while the streamer has not decided yet (3 to 100
 * characters, SPEC section 5). Another person's request is answered as unknown (REQUEST_NOT_FOUND), a decided one
 * REQUEST_ALREADY_DECIDED. The streamer's queue shows the new title.
 */
export const renamePendingRequest = defineCall({
  path: 'client/userSubmission/renamePendingRequest',
  request: z.strictObject({ requestId: safeString().min(1).max(64), clipTitle }),
  answer: z.object({ requestId: safeString(), internalClipId: safeString(), clipTitle: safeString() }),
  errors: ['ACCOUNT_NOT_REGISTERED', 'REQUEST_NOT_FOUND', 'REQUEST_ALREADY_DECIDED', 'TITLE_TOO_SHORT', 'TITLE_TOO_LONG'],
  rateLimit: { max: 30, windowSeconds: 600 },
  ours: true,
  summary: 'Renames the caller’s own clip request while it waits for the streamer’s decision.',
});
