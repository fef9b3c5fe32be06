import { z } from 'zod';
import { defineCall } from '../define';
import { channelLogin, clipTitle, internalClipId, safeString } from '../fields';
import { clipStatus, encodeTask } from '../models';

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
    'TWITCH_NOT_CONFIGURED',
    'TWITCH_FAILED',
    'TITLE_TOO_SHORT',
    'TITLE_TOO_LONG',
  ],
  rateLimit: { max: 10, windowSeconds: 600 },
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
