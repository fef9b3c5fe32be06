import { z } from 'zod';
import { isoDate, safeString } from './fields';
import { SUBMIT_MIN_FOLLOW_DAYS_MAX } from './limits';

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

/**
 * Ours (issue 22 item 2, shared 1.6.0): 'unlisted' clips are reachable by link only (absent from every list, search
 * and the sitemap); 'hidden' ones only by their streamer, their submitter and the moderators.
 */
export const clipVisibility = z.enum(['public', 'unlisted', 'hidden']);
export type ClipVisibility = z.infer<typeof clipVisibility>;
export const appealStatus = z.enum(['open', 'granted', 'denied']);
export type AppealStatus = z.infer<typeof appealStatus>;

/**
 * A moderator's decision on a clip as its streamer, its submitter and the moderators read it (never anyone else):
 * the public reason, and the reader's own appeal of it.
 */
export const clipModeration = z.object({
  visibility: clipVisibility,
  publicReason: safeString().nullable(),
  moderatedAt: isoDate.nullable(),
  /** The reader's own appeal of the current decision; null when they filed none. */
  appealStatus: appealStatus.nullable(),
  /** Whether the reader may appeal now: its streamer or submitter, who has not appealed this decision yet. */
  canAppeal: z.boolean(),
  /**
   * Ours (issue 22 item 3, ADR 0135): the copyright notice that hid the clip, while it waits for a moderator; said to
   * the clip's streamer and the moderators only (they read it with getTakedownNotice). Such a clip is answered by a
   * counter-notice, not an appeal (canAppeal false).
   */
  takedownNoticeId: safeString().nullable().optional(),
});
export type ClipModeration = z.infer<typeof clipModeration>;

/**
 * Ours (shared 1.13.0, issue 23 item 6, ADR 0150): the game or category a clip was streamed in. `slug` names its
 * page (`/category/{slug}`); `nameJa` may equal `nameEn` (proper names). `twitchGameId` is Twitch's game id when known.
 */
export const category = z.object({
  categoryId: z.number().int(),
  slug: safeString(),
  nameEn: safeString(),
  nameJa: safeString(),
  twitchGameId: safeString().nullable(),
});
export type Category = z.infer<typeof category>;

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
  /**
   * Ours (shared 1.10.0, issue 23 item 3): said (true) when the clip has a vertical 9:16 version (clipVerticalKey), which
   * phone viewers get on the clip page.
   */
  verticalVersion: z.boolean().optional(),
  /**
   * Ours (shared 1.13.0, ADR 0150): the category the clip was streamed in, null when none was given; absent from an
   * older server.
   */
  category: category.nullable().optional(),
  /** Ours (shared 1.6.0): said only when not 'public' (an unlisted clip's page is not indexed, ADR 0132). */
  visibility: clipVisibility.optional(),
  /**
   * Ours (shared 1.6.0): on an unlisted or hidden clip, answered to its streamer, its submitter and the moderators only
   * (fetchClipsById): what was decided and why, and whether they may appeal.
   */
  moderation: clipModeration.optional(),
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

/**
 * Ours (shared 1.8.0, issue 23 item 4, ADR 0143): who may submit clips to a channel that takes them. 'anyone' signed
 * in, or 'followers' of at least minFollowDays days (0: any follower). "No one" is requestPolicy 'closed'.
 */
export const submitRule = z.strictObject({
  audience: z.enum(['anyone', 'followers']),
  minFollowDays: z.number().int().min(0).max(SUBMIT_MIN_FOLLOW_DAYS_MAX),
});
export type SubmitRule = z.infer<typeof submitRule>;

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
  /** Who may submit (shared 1.8.0); absent from an older server, which took clips from anyone signed in. */
  submitRule: submitRule.optional(),
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
  /**
   * Ours (issue 22 item 4, ADR 0133): a watched word holds this comment for review. Only its author is shown it (and
   * the queue's reviewers): everyone else sees nothing until a reviewer approves it.
   */
  heldForReview: z.boolean().optional(),
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

/**
 * Ours (shared 2.1.0, issue 23 item 1, ADR 0145 second addendum): the submitter's whole upload, kept while a trimmed
 * request waits for its streamer. `container` names its key (clipOriginalKey), `mediaGrant` is the grant the media
 * host serves it with (the clip's own grant does not open it: the submitter never gets this one). The clip's current
 * video is the part from `startSeconds` to `endSeconds` of its `durationSeconds`; trimClip then takes a range in
 * these seconds.
 */
export const clipOriginal = z.object({
  container: z.enum(['mp4', 'mkv']),
  durationSeconds: z.number(),
  startSeconds: z.number(),
  endSeconds: z.number(),
  mediaGrant: safeString().max(64),
});
export type ClipOriginal = z.infer<typeof clipOriginal>;

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
  /** Ours (shared 2.1.0): on a pending request whose original upload is kept (a trimmed upload), that original. */
  original: clipOriginal.optional(),
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
  /**
   * Issue 22 item 5 (ADR 0136): set while the account waits for a moderator's approval ('pending') or after it was
   * refused ('rejected'), with the reason the person gave and the moderator's public reason; null or left out for an
   * account that may take part.
   */
  registration: z
    .object({ status: z.enum(['pending', 'rejected']), reason: safeString(), decisionReason: safeString().nullable() })
    .nullish(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const reportTargetKind = z.enum(['clip', 'channel', 'comment']);
/**
 * Where a report is (issue 22, shared 1.5.0): open → in_review (a moderator took its group) → actioned (resolved: the
 * target was acted on) or dismissed.
 */
export const reportStatus = z.enum(['open', 'in_review', 'dismissed', 'actioned']);
export type ReportStatus = z.infer<typeof reportStatus>;
export const report = z.object({
  reportId: safeString(),
  targetKind: reportTargetKind,
  internalClipId: safeString().nullable(),
  channelLogin: safeString().nullable(),
  commentId: safeString().nullable(),
  commentText: safeString().nullable(),
  commenterUserName: safeString().nullable(),
  reason: safeString(),
  /** Null once the reporter deleted their account: the report stays, anonymised (shared 1.4.0). */
  reporterUserName: safeString().nullable(),
  status: reportStatus,
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
  reasonList: z.array(z.object({ reporterUserName: safeString().nullable(), reason: safeString() })),
  /**
   * Each report of the group with its reporter, oldest first, at most 20 (shared 1.6.0): every reporter has a thread
   * of their own with the moderators (getReportMessages by that reportId). Null: the reporter's account is gone.
   * Absent from a server older than 1.6.0: the thread with the oldest report's reporter (reportId) only.
   */
  reporterList: z.array(z.object({ reportId: safeString(), reporterUserName: safeString().nullable() })).optional(),
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
  /** The state of the group's reports (shared 1.5.0): open or in_review in the queue, actioned or dismissed after. */
  status: reportStatus,
  /** The moderator who took the group into review; null while open or once that account is gone. */
  reviewerUserName: safeString().nullable(),
  /** When the group was closed (actioned or dismissed); null while it is open or in review. */
  closedAt: isoDate.nullable(),
  /** The reported clip's title, kept after it was removed (shared 1.5.0): a resolved group still says what it was. */
  clipTitle: safeString().nullable(),
});
export type ReportGroup = z.infer<typeof reportGroup>;

/**
 * What a moderator did (issue 22 item 1): every action is one entry of the append-only moderation log. The report
 * actions close or take reports; the others act on a clip, a comment or an account, often through a report.
 */
export const moderationAction = z.enum([
  'report_review_started',
  'report_dismissed',
  'report_resolved',
  'clip_removed',
  'comment_removed',
  'commenting_blocked',
  'commenting_unblocked',
  'account_suspended',
  'account_restored',
  'legal_hold_placed',
  'legal_hold_lifted',
  // shared 1.6.0 (issue 22 item 2): a clip unlisted, hidden or made public again; an appeal filed (by its streamer or
  // submitter: no moderator) or denied.
  'clip_unlisted',
  'clip_hidden',
  'clip_restored',
  'appeal_filed',
  'appeal_denied',
  // Issue 22 item 3 (ADR 0135): a copyright notice filed (by its claimant: no moderator), a counter-notice filed (by
  // the streamer), and the moderator's decision: the clips restored, or removed (the notice upheld).
  'takedown_filed',
  'counter_notice_filed',
  'takedown_restored',
  'takedown_upheld',
  'watched_word_added',
  'watched_word_removed',
  'held_comment_approved',
  'held_comment_rejected',
  // REGISTRATION=approval (issue 22 item 5, ADR 0136): a pending account approved or refused.
  'registration_approved',
  'registration_rejected',
]);
export type ModerationAction = z.infer<typeof moderationAction>;

/** One entry of the moderation log: who did what to what, when, why (public), and the moderators' private note. */
export const moderationLogEntry = z.object({
  entryId: safeString(),
  createdAt: isoDate,
  /** The moderator's name as it was then; null for an action of the system. */
  moderatorUserName: safeString().nullable(),
  action: moderationAction,
  targetKind: z.enum(['clip', 'comment', 'channel', 'user', 'watched_word']),
  /**
   * 'clip:{id}', 'comment:{id}' or 'channel:{login}' (a report group's targetKey), or 'user:{account id}' for an
   * action on an account (targetLabel names it).
   */
  targetKey: safeString(),
  /** What the target was called then (a clip's title, a comment's text, a username), kept after it is gone. */
  targetLabel: safeString().nullable(),
  reportId: safeString().nullable(),
  /** The reason the affected person was shown; null when none was given. */
  publicReason: safeString().nullable(),
  /** The moderator's private note; null when none was written. */
  privateNote: safeString().nullable(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntry>;

/**
 * A legal hold (issue 22 item 6): a clip or an account frozen by a moderator, so nothing of it can be deleted by anyone
 * until the hold is lifted. `note` is the moderators' own (the request it answers); nobody else sees it.
 */
export const legalHold = z.object({
  targetKind: z.enum(['clip', 'user']),
  /** 'clip:{id}' or 'user:{account id}', as in the moderation log. */
  targetKey: safeString(),
  /** The clip's title or the account's username. */
  label: safeString(),
  channelLogin: safeString().nullable(),
  internalClipId: safeString().nullable(),
  userName: safeString().nullable(),
  placedAt: isoDate,
  /** The moderator who placed it; null once that account is gone. */
  placedByUserName: safeString().nullable(),
  note: safeString().nullable(),
  /** An account whose owner asked to delete it while held: access is gone, the data waits for the hold to end. */
  deletionPending: z.boolean(),
});
export type LegalHold = z.infer<typeof legalHold>;

/** One of the reports the signed-in user filed, as they see it (their "My reports" page). */
export const myReport = z.object({
  reportId: safeString(),
  targetKind: reportTargetKind,
  /** The reported clip's title (kept once it is removed), the channel's name, or the comment's text as reported. */
  targetLabel: safeString().nullable(),
  channelLogin: safeString().nullable(),
  /** The clip reported or commented on, for a link; null when it is gone or not public. */
  internalClipId: safeString().nullable(),
  reason: safeString(),
  status: reportStatus,
  createdAt: isoDate,
  closedAt: isoDate.nullable(),
  messageCount: z.number().int(),
});
export type MyReport = z.infer<typeof myReport>;

/** One message of a report's thread; a moderator's shows no name to the reporter (moderation is one shared role). */
export const reportMessage = z.object({
  messageId: safeString(),
  authorRole: z.enum(['reporter', 'moderator']),
  /** Shown to moderators only; to the reporter, always null. Null also once the author's account is gone. */
  authorUserName: safeString().nullable(),
  text: safeString(),
  createdAt: isoDate,
});
export type ReportMessage = z.infer<typeof reportMessage>;

/** A user an admin blocked from commenting (resolveReport's blockCommenter), with who did it and when. */
export const commentingBlock = z.object({
  userName: safeString(),
  blockedAt: isoDate,
  /** The admin who blocked; null once that admin's account is gone. */
  blockedByUserName: safeString().nullable(),
});
export type CommentingBlock = z.infer<typeof commentingBlock>;

/** An account a moderator suspended (issue 22 item 5): its sessions are refused until it is restored. */
export const suspendedAccount = z.object({
  userName: safeString(),
  suspendedAt: isoDate,
  /** The admin who suspended it; null once that admin's account is gone. */
  suspendedByUserName: safeString().nullable(),
  /** The public reason the moderator gave (empty: none). */
  reason: safeString(),
});
export type SuspendedAccount = z.infer<typeof suspendedAccount>;

/** An account waiting for a moderator's approval (REGISTRATION=approval, ADR 0136), with why the person wants to join. */
export const registrationRequest = z.object({
  userName: safeString(),
  reason: safeString(),
  registeredAt: isoDate,
});
export type RegistrationRequest = z.infer<typeof registrationRequest>;

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

/** Ours (issue 22 item 2): an appeal of a clip's unlisting or hiding, as the moderators' queue lists it. */
export const clipAppeal = z.object({
  appealId: safeString(),
  internalClipId: safeString(),
  channelLogin: safeString(),
  /** The channel's name as people read it (shared 1.6.0; absent from older servers, null for a channel gone since). */
  channelDisplayName: safeString().nullable().optional(),
  clipTitle: safeString(),
  /** What was appealed; the clip's current visibility may have changed since. */
  visibility: clipVisibility.exclude(['public']),
  currentVisibility: clipVisibility,
  /** The public reason of the decision appealed. */
  publicReason: safeString().nullable(),
  appellantUserName: safeString().nullable(),
  appellantRole: z.enum(['streamer', 'submitter']),
  message: safeString(),
  status: appealStatus,
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  decisionReason: safeString().nullable(),
});
export type ClipAppeal = z.infer<typeof clipAppeal>;

/**
 * Ours (issue 22 item 3, ADR 0135): a copyright takedown notice's state. 'open' until its channel's streamer files a
 * counter-notice ('countered'); a moderator restores the clips ('restored') or removes them ('removed': the notice
 * is upheld and counts against the channel).
 */
export const takedownStatus = z.enum(['open', 'countered', 'restored', 'removed']);
export type TakedownStatus = z.infer<typeof takedownStatus>;

/** A clip a notice names; `visibility` null when the clip was removed since. */
export const takedownClip = z.object({
  internalClipId: safeString(),
  channelLogin: safeString(),
  clipTitle: safeString(),
  visibility: clipVisibility.nullable(),
});

/** A counter-notice, as its filer and the moderators read it (nobody else). */
export const counterNotice = z.object({
  statement: safeString(),
  fullName: safeString(),
  contact: safeString(),
  filedAt: isoDate,
  filerUserName: safeString().nullable(),
});
export type CounterNotice = z.infer<typeof counterNotice>;

/**
 * A notice as its channel's streamer reads it: what is claimed, by whom, about which clips of theirs. The claimant's
 * email stays with the moderators.
 */
export const takedownNotice = z.object({
  noticeId: safeString(),
  channelLogin: safeString(),
  status: takedownStatus,
  workDescription: safeString(),
  claimantName: safeString(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  decisionReason: safeString().nullable(),
  clipList: z.array(takedownClip),
  counterNotice: counterNotice.nullable(),
});
export type TakedownNotice = z.infer<typeof takedownNotice>;

/** A notice in the moderators' queue: all of it, with the claimant's contact and the channel's record. */
export const takedownNoticeForModerators = takedownNotice.extend({
  claimantEmail: safeString(),
  signature: safeString(),
  /** The notices upheld against this channel so far (its repeat-infringer count). */
  repeatInfringerCount: z.number().int(),
});
export type TakedownNoticeForModerators = z.infer<typeof takedownNoticeForModerators>;
