import { z } from 'zod';
import { isoDate } from './fields';

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
  internalClipId: z.string(),
  channelLogin: z.string(),
  channelDisplayName: z.string(),
  clipTitle: z.string(),
  status: clipStatus,
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: isoDate,
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  submitterUserName: z.string().nullable(),
  /** Renditions ready to play; the client picks av1, then x265, then source, by what the browser plays. */
  renditions: z.array(renditionKind),
  thumbnailFormats: z.array(thumbnailFormat),
  /** Bumped when media is re-encoded, appended as ?version= to media addresses. */
  mediaVersion: z.number().int(),
});
export type Clip = z.infer<typeof clip>;

export const link = z.object({ label: z.string().trim().min(1).max(40), url: z.string().max(2048) });
export type Link = z.infer<typeof link>;

export const tipPlatform = z.enum(['kofi', 'streamlabs', 'paypal', 'patreon', 'buymeacoffee', 'other']);
export const tipLink = z.object({ platform: tipPlatform, url: z.string().max(2048) });
export type TipLink = z.infer<typeof tipLink>;

/** open: clips are published at once; approval: they wait in the streamer's request queue; closed: no submissions. */
export const requestPolicy = z.enum(['open', 'approval', 'closed']);
export type RequestPolicy = z.infer<typeof requestPolicy>;

/** What a channel card (search, recommendations, follows) needs. */
export const channelCard = z.object({
  channelLogin: z.string(),
  displayName: z.string(),
  clipCount: z.number().int(),
  followerCount: z.number().int(),
  isClaimed: z.boolean(),
  /** A recent ready clip to picture the channel with, if any. */
  latestClip: clip.nullable(),
});
export type ChannelCard = z.infer<typeof channelCard>;

export const channelProfile = z.object({
  channelLogin: z.string(),
  displayName: z.string(),
  description: z.string(),
  links: z.array(link),
  tipLinks: z.array(tipLink),
  requestPolicy: requestPolicy,
  featuredClipIds: z.array(z.string()),
  isClaimed: z.boolean(),
  clipCount: z.number().int(),
  followerCount: z.number().int(),
  createdAt: isoDate,
});
export type ChannelProfile = z.infer<typeof channelProfile>;

export const comment = z.object({
  commentId: z.string(),
  internalClipId: z.string(),
  commenterUserName: z.string(),
  commentText: z.string(),
  createdAt: isoDate,
});
export type Comment = z.infer<typeof comment>;

export const chatMessage = z.object({
  /** Seconds from the clip's start. */
  offsetSeconds: z.number(),
  userName: z.string(),
  message: z.string(),
  color: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const transcriptCue = z.object({
  startSeconds: z.number(),
  endSeconds: z.number(),
  text: z.string(),
});
export type TranscriptCue = z.infer<typeof transcriptCue>;

export const clipRequestStatus = z.enum(['pending', 'approved', 'rejected']);
export const clipRequest = z.object({
  requestId: z.string(),
  internalClipId: z.string(),
  channelLogin: z.string(),
  clipTitle: z.string(),
  sourceUrl: z.string().nullable(),
  submitterUserName: z.string(),
  status: clipRequestStatus,
  createdAt: isoDate,
  /** The submitted clip (playable once its source rendition is ready, so the streamer can watch before deciding). */
  clip: clip,
});
export type ClipRequest = z.infer<typeof clipRequest>;

export const encodeTaskKind = z.enum(['source', 'x265', 'av1', 'thumbnail']);
export const encodeTaskState = z.enum(['queued', 'running', 'done', 'failed']);
export const encodeTask = z.object({
  kind: encodeTaskKind,
  state: encodeTaskState,
  /** 0 to 1. */
  progress: z.number().min(0).max(1),
  failureReason: z.string().nullable(),
});
export type EncodeTask = z.infer<typeof encodeTask>;

/** SPEC section 3, exactly as named. */
export const userProfile = z.object({
  isAdmin: z.boolean(),
  username: z.string(),
  isSuccessful: z.boolean(),
  isAnonEmail: z.boolean(),
  hasProfilePicture: z.boolean(),
  isStreamer: z.boolean(),
  streamerChannelLogin: z.string().nullable(),
  hasVerifiedEmail: z.boolean(),
  firebaseUid: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const reportTargetKind = z.enum(['clip', 'channel', 'comment']);
export const report = z.object({
  reportId: z.string(),
  targetKind: reportTargetKind,
  internalClipId: z.string().nullable(),
  channelLogin: z.string().nullable(),
  commentId: z.string().nullable(),
  commentText: z.string().nullable(),
  commenterUserName: z.string().nullable(),
  reason: z.string(),
  reporterUserName: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  createdAt: isoDate,
});
export type Report = z.infer<typeof report>;

export const recommendationItem = z.object({
  channelLogin: z.string(),
  displayName: z.string(),
  clipCount: z.number().int(),
  followerCount: z.number().int(),
  latestClip: clip.nullable(),
  /** When the server computed this item; an item is 'fresh' under 120 s (SPEC section 4). */
  generatedAt: isoDate,
});
export type RecommendationItem = z.infer<typeof recommendationItem>;
