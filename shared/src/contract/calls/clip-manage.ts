import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { categoryId, clipTitle, internalClipId, safeString, uploadedImageBase64 } from '../fields';
import { MEDIA_INPUT_LIMITS } from '../limits';
import { category, clip } from '../models';

/**
 * Only a streamer whose streamerChannelLogin is the clip's channel (SPEC section 5). Its media is removed. Ours: a clip
 * under a legal hold is refused (LEGAL_HOLD, issue 22 item 6).
 */
export const deleteClip = defineCall({
  path: 'client/clipManage/deleteClip',
  request: z.strictObject({ internalClipId }),
  answer: z.object({ internalClipId: safeString() }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'TOKEN_REVOKED', 'LEGAL_HOLD'],
  checkRevoked: true,
  summary: 'Deletes a clip of the streamer’s own channel and its media.',
});

export const renameClip = defineCall({
  path: 'client/clipManage/renameClip',
  request: z.strictObject({ internalClipId, clipTitle }),
  answer: z.object({ internalClipId: safeString(), clipTitle: safeString() }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'TITLE_TOO_SHORT', 'TITLE_TOO_LONG', 'TOKEN_REVOKED'],
  checkRevoked: true,
  summary: 'Renames a clip of the streamer’s own channel (3 to 100 characters).',
});

/** Ours: the clip manager (/streamer/clips). Clips of the streamer's own channel in every status but deleted. */
export const getChannelClips = defineCall({
  path: 'client/clipManage/getChannelClips',
  request: emptyRequest,
  answer: z.object({
    clipList: z.array(clip),
    /** More clips exist than one answer carries (CHANNEL_CLIPS_MAX in limits.ts; the newest are kept). */
    isTruncated: z.boolean(),
  }),
  errors: ['NOT_STREAMER'],
  ours: true,
  summary: 'Every clip of the streamer’s own channel (newest first), whatever its encode status.',
});

/** Ours (shared 1.8.0, issue 23 item 2): what a clip's thumbnail is: a frame of the clip, or an image its streamer uploaded. */
export const thumbnailChoice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('frame'), atSeconds: z.number() }),
  z.strictObject({ kind: z.literal('image') }),
]);
export type ThumbnailChoice = z.infer<typeof thumbnailChoice>;

const thumbnailChoices = z.object({
  /** The clip as its streamer sees it: mediaVersion, mediaGrant and thumbnailFormats build the addresses. */
  clip,
  /**
   * The times of the candidate frames, in their order in the strip (clipFramesKey, THUMBNAIL_FRAME_COUNT frames of
   * THUMBNAIL_FRAME_WIDTH side by side); null while the strip is being made (the clip is still encoding, or it is older
   * than the strip: asking starts it).
   */
  frameTimes: z.array(z.number()).nullable(),
  current: thumbnailChoice,
  /** A chosen frame is being made into the thumbnail; mediaVersion moves on when it is done. */
  updating: z.boolean(),
});

/** Ours (issue 23 item 2): the thumbnail editor's state. Only the clip's streamer. */
export const getThumbnailChoices = defineCall({
  path: 'client/clipManage/getThumbnailChoices',
  request: z.strictObject({ internalClipId }),
  answer: thumbnailChoices,
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN'],
  ours: true,
  summary: 'The candidate frames of a clip’s thumbnail and what it is now.',
});

/**
 * Ours (issue 23 item 2): the thumbnail becomes the frame at `atSeconds` (a candidate's time, or any time within the
 * clip). Made by the encode workers; the answer says `updating` until it is. THUMBNAIL_TIME_INVALID past the clip's
 * end; CLIP_NOT_READY while the clip has no video yet.
 */
export const setClipThumbnailFrame = defineCall({
  path: 'client/clipManage/setClipThumbnailFrame',
  request: z.strictObject({ internalClipId, atSeconds: z.number().min(0).max(3600) }),
  answer: thumbnailChoices,
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'THUMBNAIL_TIME_INVALID', 'CLIP_NOT_READY', 'TOKEN_REVOKED'],
  checkRevoked: true,
  rateLimit: { max: 30, windowSeconds: 600 },
  ours: true,
  summary: 'Makes the frame at a time of the clip its thumbnail (in the background).',
});

/**
 * Ours (issue 23 item 2): the thumbnail becomes an uploaded image (png, jpeg, webp, gif or avif, at most 2 MiB), checked
 * by its content, re-encoded to webp and avif at the thumbnails' size (16:9, cropped to fill). At once.
 */
export const uploadClipThumbnail = defineCall({
  path: 'client/clipManage/uploadClipThumbnail',
  request: z.strictObject({
    internalClipId,
    imageBase64: uploadedImageBase64,
  }),
  answer: thumbnailChoices,
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'TOKEN_REVOKED'],
  checkRevoked: true,
  rateLimit: { max: 10, windowSeconds: 600 },
  ours: true,
  summary: 'Makes an uploaded image a clip’s thumbnail, re-encoded to webp and avif.',
});

/** A fraction of the frame's width or height, from its left or top edge. */
const fraction = z.number().min(0).max(1);

/**
 * Ours (shared 1.10.0, issue 23 item 3, ADR 0147): how a clip's vertical (9:16) version is framed. `crop`: a window of
 * the frame's full height and 9:16 width, centred at `centerX` (clamped to the frame). `split`: the `facecam` region
 * (fractions of the frame) on top, a gameplay window centred at `centerX` below.
 */
export const verticalFraming = z.discriminatedUnion('layout', [
  z.strictObject({ layout: z.literal('crop'), centerX: fraction }),
  z.strictObject({
    layout: z.literal('split'),
    facecam: z
      .strictObject({ x: fraction, y: fraction, width: z.number().min(0.05).max(1), height: z.number().min(0.05).max(1) })
      .refine((region) => region.x + region.width <= 1.0001 && region.y + region.height <= 1.0001, 'The facecam region must lie within the frame'),
    centerX: fraction,
  }),
]);
export type VerticalFraming = z.infer<typeof verticalFraming>;

export const VERTICAL_VERSION_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;

const verticalVersion = z.object({
  /** The clip as its streamer sees it: mediaVersion and mediaGrant build the vertical file's address. */
  clip,
  /** The framing last asked for; null before the first. */
  framing: verticalFraming.nullable(),
  /** none: never made; queued/running: being made (progress 0..1); done: clip.verticalVersion; failed: failureReason. */
  state: z.enum(VERTICAL_VERSION_STATES),
  progress: z.number().min(0).max(1),
  failureReason: safeString().nullable(),
});

/** Ours (issue 23 item 3): the vertical version's state. Only the clip's streamer. */
export const getVerticalVersion = defineCall({
  path: 'client/clipManage/getVerticalVersion',
  request: z.strictObject({ internalClipId }),
  answer: verticalVersion,
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN'],
  ours: true,
  summary: 'Whether a clip has a vertical (9:16) version, how it is framed, and the progress of one being made.',
});

/**
 * Ours (issue 23 item 3): makes (or makes again, with a new framing) the clip's vertical version, a 1080×1920 H.264/AAC
 * MP4 with the channel's handle drawn on it. Made by the encode workers; mediaVersion moves on when it is stored.
 * CLIP_NOT_READY while the clip has no video yet; VERTICAL_UNAVAILABLE when this server's ffmpeg cannot draw the handle.
 */
export const makeVerticalVersion = defineCall({
  path: 'client/clipManage/makeVerticalVersion',
  request: z.strictObject({ internalClipId, framing: verticalFraming }),
  answer: verticalVersion,
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'CLIP_NOT_READY', 'VERTICAL_UNAVAILABLE', 'TOKEN_REVOKED'],
  checkRevoked: true,
  rateLimit: { max: 10, windowSeconds: 600 },
  ours: true,
  summary: 'Makes a clip’s vertical (9:16) version with the channel’s handle on it (in the background).',
});

/**
 * Ours (shared 1.10.0, issue 23 item 1, ADR 0145 addendum): cuts a clip that is made (published, or waiting in its
 * streamer's review) again, to a part of its current video (seconds from its start; CLIP_TRIM_MIN_SECONDS to the
 * server's longest, within the video, else TRIM_INVALID). Made by the encode workers; when the new cut is stored the
 * clip's mediaVersion moves on and the addresses of its earlier versions are no longer served. CLIP_NOT_READY while
 * the clip has no video yet or a cut is still being made; LEGAL_HOLD for a clip under a legal hold.
 * Shared 1.14.0 (ADR 0145 second addendum): a request whose original upload is kept (ClipRequest.original) is cut
 * from that original instead: the range is in the original's seconds and may reach beyond the submitter's cut.
 */
export const trimClip = defineCall({
  path: 'client/clipManage/trimClip',
  request: z.strictObject({
    internalClipId,
    trim: z.strictObject({
      startSeconds: z.number().finite().min(0).max(MEDIA_INPUT_LIMITS.maxSeconds),
      endSeconds: z.number().finite().min(0).max(MEDIA_INPUT_LIMITS.maxSeconds),
    }),
  }),
  answer: z.object({
    /** The clip as its streamer sees it (its current video until the new cut is stored). */
    clip,
    /** The new cut is being made (clipEncodeStatus follows it). */
    recutting: z.boolean(),
  }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'CLIP_NOT_READY', 'TRIM_INVALID', 'LEGAL_HOLD', 'TOKEN_REVOKED'],
  checkRevoked: true,
  rateLimit: { max: 10, windowSeconds: 600 },
  ours: true,
  summary: 'Cuts a made clip again to a part of its video (in the background); its old addresses stop being served.',
});

/**
 * Ours (shared 1.13.0, issue 23 item 6, ADR 0150): the streamer sets (or, with null, clears) the category of a clip of
 * their own channel in the clip manager. An unknown category is CATEGORY_NOT_FOUND.
 */
export const setClipCategory = defineCall({
  path: 'client/clipManage/setClipCategory',
  request: z.strictObject({ internalClipId, categoryId: categoryId.nullable() }),
  answer: z.object({ internalClipId: safeString(), category: category.nullable() }),
  errors: ['CLIP_NOT_FOUND', 'NOT_STREAMER', 'FORBIDDEN', 'CATEGORY_NOT_FOUND'],
  rateLimit: { max: 60, windowSeconds: 600 },
  ours: true,
  summary: 'Sets or clears the category of a clip of the streamer’s own channel.',
});
