import { z } from 'zod';
import { isoDate, safeString } from './fields';

/**
 * The entities answers carry. SPEC section 3 shows only identifiers for clips, channels, comments, chat,
 * transcripts and clip requests: these shapes are ours, designed for what the screens need.
 */

export const clipStatus = z.enum(['awaiting_decision', 'processing', 'ready', 'failed', 'rejected', 'deleted']);
export type ClipStatus = z.infer<typeof clipStatus>;

/** Video renditions in the player's order of preference (SPEC section 2 media addresses). */
export const renditionKind = z.enum(['av1', 'x265', 'source']);
export type RenditionKind = z.infer<typeof renditionKind>;
export const thumbnailFormat = z.enum(['avif', 'webp']);
export type ThumbnailFormat = z.infer<typeof thumbnailFormat>;

export const clip = z.object({
  internalClipId: safeString(),
  channelLogin: safeString(),
  channelDisplayName: safeString(),
  clipTitle: safeString(),
  status: clipStatus,
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: isoDate,
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  submitterUserName: safeString().nullable(),
  /** Renditions ready to play; the client picks av1, then x265, then source, by what the browser plays. */
  renditions: z.array(renditionKind),
  thumbnailFormats: z.array(thumbnailFormat),
  /** Bumped when media is re-encoded, appended as ?version= to media addresses. */
  mediaVersion: z.number().int(),
  /**
   * Only on a clip that is not public yet, answered to its streamer or submitter: a short-lived signed grant the
   * media host needs to serve its files (ADR 0114). The media URL builders append it as ?grant=.
   */
  mediaGrant: safeString().max(64).optional(),
});
export type Clip = z.infer<typeof clip>;

export const link = z.object({ label: safeString().trim().min(1).max(40), url: safeString().max(2048) });
export type Link = z.infer<typeof link>;

export const tipPlatform = z.enum(['kofi', 'streamlabs', 'paypal', 'patreon', 'buymeacoffee', 'other']);
export const tipLink = z.object({ platform: tipPlatform, url: safeString().max(2048) });
export type TipLink = z.infer<typeof tipLink>;

/** open: clips are published at once; approval: they wait in the streamer's request queue; closed: no submissions. */
export const requestPolicy = z.enum(['open', 'approval', 'closed']);
export type RequestPolicy = z.infer<typeof requestPolicy>;

/** What a channel card (search, recommendations, follows) needs. */
export const channelCard = z.object({
  channelLogin: safeString(),
  displayName: safeString(),
  clipCount: z.number().int(),
  followerCount: z.number().int(),
  isClaimed: z.boolean(),
  /** A recent ready clip to picture the channel with, if any. */
  latestClip: clip.nullable(),
});
export type ChannelCard = z.infer<typeof channelCard>;

export const channelProfile = z.object({
  channelLogin: safeString(),
  displayName: safeString(),
  /** Ours: the kana reading of the display name (hiragana), '' when unknown. */
  reading: safeString().optional(),
  description: safeString(),
  links: z.array(link),
  tipLinks: z.array(tipLink),
  requestPolicy: requestPolicy,
  featuredClipIds: z.array(safeString()),
  isClaimed: z.boolean(),
  clipCount: z.number().int(),
  followerCount: z.number().int(),
  createdAt: isoDate,
});
export type ChannelProfile = z.infer<typeof channelProfile>;

/** A reply: a comment under a top-level comment (one level only; ADR 0117). */
export const commentReply = z.object({
  commentId: safeString(),
  internalClipId: safeString(),
  commenterUserName: safeString(),
  commentText: safeString(),
  createdAt: isoDate,
  /** Ours: the author's profile image address (media host, versioned), null without one or for a deleted account. */
  commenterProfileImageUrl: safeString().nullable().optional(),
  /** Ours (ADR 0117): the top-level comment this one replies under; null for a top-level comment. */
  parentCommentId: safeString().nullable().optional(),
  /** Ours (ADR 0117): the people its `@name`s named, as they are spelt now (only these are shown as mentions). */
  mentionedUserNames: z.array(safeString()).optional(),
});
export type CommentReply = z.infer<typeof commentReply>;

export const comment = commentReply.extend({
  /** Ours (ADR 0117), top-level comments only: how many replies the viewer may see, and the oldest few of them. */
  replyCount: z.number().int().min(0).optional(),
  replyList: z.array(commentReply).optional(),
});
export type Comment = z.infer<typeof comment>;

export const chatMessage = z.object({
  /** Seconds from the clip's start. */
  offsetSeconds: z.number(),
  userName: safeString(),
  message: safeString(),
  color: safeString().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const transcriptCue = z.object({
  startSeconds: z.number(),
  endSeconds: z.number(),
  text: safeString(),
});
export type TranscriptCue = z.infer<typeof transcriptCue>;

export const clipRequestStatus = z.enum(['pending', 'approved', 'rejected']);
export const clipRequest = z.object({
  requestId: safeString(),
  internalClipId: safeString(),
  channelLogin: safeString(),
  clipTitle: safeString(),
  sourceUrl: safeString().nullable(),
  submitterUserName: safeString(),
  status: clipRequestStatus,
  createdAt: isoDate,
  /** The submitted clip (playable once its source rendition is ready, so the streamer can watch before deciding). */
  clip: clip,
});
export type ClipRequest = z.infer<typeof clipRequest>;

/**
 * The encode task kinds, in the one order they run and are shown: the playable video first, then the thumbnails,
 * then the extra renditions. clipEncodeStatus answers its tasks in this order; clients show them as given.
 */
export const ENCODE_TASK_KINDS = ['source', 'thumbnail', 'x265', 'av1'] as const;
export const encodeTaskKind = z.enum(ENCODE_TASK_KINDS);
export type EncodeTaskKind = z.infer<typeof encodeTaskKind>;
export const encodeTaskState = z.enum(['queued', 'running', 'done', 'failed']);
export const encodeTask = z.object({
  kind: encodeTaskKind,
  state: encodeTaskState,
  /** 0 to 1. */
  progress: z.number().min(0).max(1),
  failureReason: safeString().nullable(),
});
export type EncodeTask = z.infer<typeof encodeTask>;

/** SPEC section 3, exactly as named. */
export const userProfile = z.object({
  isAdmin: z.boolean(),
  username: safeString(),
  isSuccessful: z.boolean(),
  isAnonEmail: z.boolean(),
  hasProfilePicture: z.boolean(),
  isStreamer: z.boolean(),
  streamerChannelLogin: safeString().nullable(),
  hasVerifiedEmail: z.boolean(),
  firebaseUid: safeString(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const reportTargetKind = z.enum(['clip', 'channel', 'comment']);
export const report = z.object({
  reportId: safeString(),
  targetKind: reportTargetKind,
  internalClipId: safeString().nullable(),
  channelLogin: safeString().nullable(),
  commentId: safeString().nullable(),
  commentText: safeString().nullable(),
  commenterUserName: safeString().nullable(),
  reason: safeString(),
  reporterUserName: safeString(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  createdAt: isoDate,
});
export type Report = z.infer<typeof report>;

/** One reported target with every open report on it and what a moderator needs to judge it. */
export const reportGroup = z.object({
  /** 'clip:{id}', 'channel:{login}' or 'comment:{id}': what resolveReport acts on through any of its reports. */
  targetKey: safeString(),
  targetKind: reportTargetKind,
  reportCount: z.number().int(),
  firstReportedAt: isoDate,
  lastReportedAt: isoDate,
  /** The oldest open report of the group: resolving it resolves the whole group. */
  reportId: safeString(),
  /** The reasons given (non-empty ones), with who gave them, oldest first; at most 20. */
  reasonList: z.array(z.object({ reporterUserName: safeString(), reason: safeString() })),
  channelLogin: safeString().nullable(),
  channelDisplayName: safeString().nullable(),
  /** The reported clip, or the clip a reported comment is on; null once deleted. */
  clip: clip.nullable(),
  internalClipId: safeString().nullable(),
  /** A comment report: the text and author as reported (kept even after the comment is removed). */
  commentId: safeString().nullable(),
  commentText: safeString().nullable(),
  commenterUserName: safeString().nullable(),
  /** Whether the reported comment still exists, and whether its author is already blocked from commenting. */
  commentExists: z.boolean(),
  commenterBlocked: z.boolean(),
});
export type ReportGroup = z.infer<typeof reportGroup>;

/** A user an admin blocked from commenting (resolveReport's blockCommenter), with who did it and when. */
export const commentingBlock = z.object({
  userName: safeString(),
  blockedAt: isoDate,
  /** The admin who blocked; null once that admin's account is gone. */
  blockedByUserName: safeString().nullable(),
});
export type CommentingBlock = z.infer<typeof commentingBlock>;

export const recommendationItem = z.object({
  channelLogin: safeString(),
  displayName: safeString(),
  clipCount: z.number().int(),
  followerCount: z.number().int(),
  latestClip: clip.nullable(),
  /** When the server computed this item; an item is 'fresh' under 120 s (SPEC section 4). */
  generatedAt: isoDate,
  /**
   * Ours (ADR 0122): what the channel did in the last 7 days: likes on its clips, new followers, new ready clips. A
   * card's reason line is made from these and latestClip only. Absent on an item the client built itself.
   */
  thisWeek: z.object({ likeCount: z.number().int(), followerCount: z.number().int(), clipCount: z.number().int() }).optional(),
});
export type RecommendationItem = z.infer<typeof recommendationItem>;
