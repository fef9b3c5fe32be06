import type { EncodeTaskKind, ModerationAction } from '@clipyard/shared/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The Kysely view of the database. Column names are snake_case in SQL and here; answers are mapped to the
 * contract's camelCase in each feature's handler. Timestamps are timestamptz, read as Date.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default: optional on insert. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written as a JSON string (pg and PGlite both cast text to jsonb). */
type Json<T> = ColumnType<T, string, string>;
/** jsonb with a database default: optional on insert. */
type DefaultJson<T> = ColumnType<T, string | undefined, string>;

export interface UsersTable {
  id: string;
  firebase_uid: string;
  username: string;
  username_lower: string;
  /** usernameSkeleton(username), unique: names that look alike collide (NULL for grandfathered look-alikes). */
  username_skeleton: ColumnType<string | null, string | null | undefined, string | null>;
  email: string | null;
  is_anon_email: Generated<boolean>;
  has_verified_email: Generated<boolean>;
  is_admin: Generated<boolean>;
  profile_image_version: Generated<number>;
  has_profile_picture: Generated<boolean>;
  streamer_channel_login: string | null;
  created_at: DefaultTimestamp;
  /** Set by an admin: the user may no longer comment (COMMENTING_BLOCKED). */
  commenting_blocked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  commenting_blocked_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 117: set by an admin, the account's sessions act as nobody (ACCOUNT_SUSPENDED) until restored. */
  suspended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  suspended_by: ColumnType<string | null, string | null | undefined, string | null>;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 119: a legal hold (nothing of the account may be deleted), and a deletion asked for while held. */
  legal_hold_at: NullableTimestamp;
  legal_hold_by: ColumnType<string | null, string | null | undefined, string | null>;
  legal_hold_note: ColumnType<string | null, string | null | undefined, string | null>;
  deletion_requested_at: NullableTimestamp;
  /**
   * Migration 123 (ADR 0136): 'pending' while a new account waits for a moderator (REGISTRATION=approval), 'rejected'
   * once refused; either may read and leave but not act (http/authenticate.ts).
   */
  registration_status: Generated<'active' | 'pending' | 'rejected'>;
  registration_reason: ColumnType<string | null, string | null | undefined, string | null>;
  registration_decided_at: NullableTimestamp;
  registration_decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  registration_decision_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ChannelsTable {
  login: string;
  display_name: string;
  description: Generated<string>;
  links: DefaultJson<{ label: string; url: string }[]>;
  tip_links: DefaultJson<{ platform: string; url: string }[]>;
  request_policy: Generated<'open' | 'approval' | 'closed'>;
  featured_clip_ids: DefaultJson<string[]>;
  claimed_by_user_id: string | null;
  twitch_user_id: string | null;
  created_at: DefaultTimestamp;
  /** Kana reading of the display name (search finds ゆきはな for 雪花); '' when unknown. Migration 040. */
  reading: Generated<string>;
  /** Who may submit clips (migration 127): anyone signed in, or followers (of at least submit_min_follow_days). */
  submit_audience: Generated<'anyone' | 'followers'>;
  submit_min_follow_days: Generated<number>;
}

export type ClipStatusColumn = 'awaiting_decision' | 'processing' | 'ready' | 'failed' | 'rejected' | 'deleted';

export interface ClipsTable {
  id: string;
  channel_login: string;
  title: string;
  status: ClipStatusColumn;
  failure_reason: string | null;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  source_url: string | null;
  upload_id: string | null;
  submitter_user_id: string | null;
  like_count: Generated<number>;
  view_count: Generated<number>;
  media_version: Generated<number>;
  /** Ready renditions, e.g. ["source","x265"]. */
  renditions: DefaultJson<string[]>;
  /** Ready thumbnail formats, e.g. ["webp","avif"]. */
  thumbnail_formats: DefaultJson<string[]>;
  created_at: DefaultTimestamp;
  /** When it became visible (ready and not awaiting decision); listing periods count from here. */
  published_at: Timestamp | null;
  /** Migration 119: a legal hold; the clip cannot be deleted or removed (LEGAL_HOLD) until it is lifted. */
  legal_hold_at: NullableTimestamp;
  legal_hold_by: ColumnType<string | null, string | null | undefined, string | null>;
  legal_hold_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 120 (ADR 0132): 'unlisted' by link only, 'hidden' for its streamer, submitter and moderators only. */
  visibility: Generated<ClipVisibilityColumn>;
  /** The moderator's public reason for the current unlisting or hiding; null while public. */
  moderation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  moderated_at: NullableTimestamp;
  /** The moderation log entry of the current unlisting or hiding (what an appeal contests). */
  moderation_entry_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 125 (ADR 0140): when status, visibility or publication last changed (a trigger keeps it). */
  listing_changed_at: DefaultTimestamp;
  /** Migration 128 (ADR 0144): the chosen thumbnail frame's time (null: the default moment). */
  thumbnail_at_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** The thumbnail is an image the streamer uploaded: the thumbnail job leaves it alone. */
  thumbnail_uploaded: Generated<boolean>;
  /** A new frame was chosen and the thumbnail job has not made it yet (it then moves media_version on). */
  thumbnail_rechosen: Generated<boolean>;
  /** The strip of candidate frames (clipFramesKey) is stored. */
  thumbnail_frames: Generated<boolean>;
  /** Migration 129 (ADR 0145): the part of the source the clip was cut to, seconds; both null for the whole source. */
  trim_start_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  trim_end_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 130 (ADR 0147): the vertical version's framing (VerticalFraming as JSON); null: never asked for. */
  vertical_framing: ColumnType<unknown, string | null | undefined, string | null>;
  /** Migration 131 (ADR 0145 addendum): the source job is to cut the stored source to the trim range (a re-cut). */
  recut_pending: Generated<boolean>;
  /** The media_version the last re-cut stored: addresses of older versions are not served. 0: never re-cut. */
  cut_version: Generated<number>;
  /** Migration 134 (ADR 0150): the category the clip was streamed in; null: none given. */
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * Migration 135 (ADR 0145, second addendum): a clip request's original upload is kept in the store (clipOriginalKey,
   * this container) while it waits for its streamer; its length, and the part of it the current video is. All null:
   * none kept.
   */
  original_container: ColumnType<'mp4' | 'mkv' | null, 'mp4' | 'mkv' | null | undefined, 'mp4' | 'mkv' | null>;
  original_duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  original_start_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  original_end_seconds: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 134 (ADR 0150): the games and categories clips are streamed in. */
export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  /** Twitch's game id, when the category is one of Twitch's (the seeded ones, those added from a Twitch clip). */
  twitch_game_id: string | null;
  name_en: string;
  name_ja: string;
  created_at: DefaultTimestamp;
}

export type ClipVisibilityColumn = 'public' | 'unlisted' | 'hidden';

/** Migration 120: an appeal of a clip's unlisting or hiding, one per person and decision. */
export interface ClipAppealsTable {
  id: string;
  clip_id: string;
  moderation_entry_id: string;
  visibility: 'unlisted' | 'hidden';
  appellant_user_id: string | null;
  appellant_role: 'streamer' | 'submitter';
  body: string;
  status: Generated<'open' | 'granted' | 'denied'>;
  created_at: DefaultTimestamp;
  decided_at: NullableTimestamp;
  decided_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  decision_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 122 (issue 22 item 3, ADR 0135): copyright takedown notices, one per channel named. */
export interface TakedownNoticesTable {
  id: string;
  filing_id: string;
  channel_login: string;
  claimant_user_id: string | null;
  claimant_name: string;
  claimant_email: string;
  work_description: string;
  clip_urls: string;
  signature: string;
  good_faith: boolean;
  accurate: boolean;
  status: Generated<'open' | 'countered' | 'restored' | 'removed'>;
  created_at: DefaultTimestamp;
  decided_at: NullableTimestamp;
  decided_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  decision_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TakedownNoticeClipsTable {
  notice_id: string;
  clip_id: string;
  clip_title: string;
}

export interface TakedownCounterNoticesTable {
  id: string;
  notice_id: string;
  filer_user_id: string | null;
  statement: string;
  full_name: string;
  contact: string;
  consent: boolean;
  created_at: DefaultTimestamp;
}

export interface ClipRequestsTable {
  id: string;
  clip_id: string;
  channel_login: string;
  submitter_user_id: string | null;
  status: 'pending' | 'approved' | 'rejected';
  created_at: DefaultTimestamp;
  decided_at: Timestamp | null;
}

export interface LikesTable {
  user_id: string;
  clip_id: string;
  created_at: DefaultTimestamp;
}

/** A viewer's private list of clips (ADR 0149); `is_built_in` marks their one "Saved" list. */
export interface SavedListsTable {
  id: string;
  user_id: string;
  name: string;
  is_built_in: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface SavedListClipsTable {
  list_id: string;
  clip_id: string;
  added_at: DefaultTimestamp;
  /** The list's own order, lowest first (migration 136): a new entry takes the lowest minus one. */
  position: number;
}

export interface FollowsTable {
  user_id: string;
  channel_login: string;
  created_at: DefaultTimestamp;
}

export interface ChannelBlocksTable {
  user_id: string;
  channel_login: string;
  created_at: DefaultTimestamp;
}

export interface UserBlocksTable {
  user_id: string;
  blocked_user_id: string;
  created_at: DefaultTimestamp;
}

export interface CommentsTable {
  id: string;
  clip_id: string;
  user_id: string | null;
  /** Kept so a comment survives its author's account deletion as '[deleted]'. */
  user_name: string;
  text: string;
  created_at: DefaultTimestamp;
  /** Migration 111 (ADR 0117): the top-level comment a reply sits under; null for a top-level comment. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 111: the comment the reply answers (top-level or a reply in the thread), whose author is told. */
  reply_to_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 121 (ADR 0133): set while a watched word holds the comment for review; NULL once public. */
  held_at: NullableTimestamp;
  /** Migration 121: whose review queue holds it: the moderators' ('site') or the clip's streamer's ('channel'). */
  held_scope: ColumnType<'site' | 'channel' | null, 'site' | 'channel' | null | undefined, 'site' | 'channel' | null>;
  /** Migration 121: the watched word that held it, as its list spells it. */
  held_word: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 121 (ADR 0133): watched words of the site (channel_login NULL) and of each channel. */
export interface WatchedWordsTable {
  id: string;
  channel_login: string | null;
  pattern: string;
  normalized: string;
  action: 'hold' | 'reject';
  reject_message: string | null;
  created_by: string | null;
  created_at: DefaultTimestamp;
}

/** Migration 132 (ADR 0148): a channel's public collections of its clips. One title may be empty, not both. */
export interface ChannelCollectionsTable {
  id: string;
  channel_login: string;
  title_en: string;
  title_ja: string;
  /** The streamer's chosen cover, one of the collection's clips; NULL: the first clip shown. */
  cover_clip_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Migration 132: the clips of a collection, in `position` order (0 first). */
export interface ChannelCollectionClipsTable {
  collection_id: string;
  clip_id: string;
  position: number;
  added_at: DefaultTimestamp;
}

/** Migration 111 (ADR 0117): the registered people a comment's `@name`s named. */
export interface CommentMentionsTable {
  comment_id: string;
  user_id: string;
}

export interface ReportsTable {
  id: string;
  /** Null once the reporter deleted their account (migration 116): the report stays, anonymised. */
  reporter_user_id: string | null;
  target_kind: 'clip' | 'channel' | 'comment';
  /** 'clip:{id}', 'channel:{login}', 'comment:{id or clip+user+text hash}': one open report per reporter and target. */
  target_key: string;
  clip_id: string | null;
  channel_login: string | null;
  comment_id: string | null;
  comment_text: string | null;
  commenter_user_name: string | null;
  reason: Generated<string>;
  /** 'in_review' once a moderator took its group (migration 118): still unresolved, no longer untouched. */
  status: Generated<ReportStatus>;
  created_at: DefaultTimestamp;
  review_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reviewer_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_at: Timestamp | null;
  resolved_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  resolution_action: ColumnType<ReportResolutionAction | null, ReportResolutionAction | null | undefined, ReportResolutionAction | null>;
  /** Migration 120: the appeal that reopened this report; deciding it closes the report again. */
  reopened_by_appeal_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ReportStatus = 'open' | 'in_review' | 'dismissed' | 'actioned';

export type ReportResolutionAction = 'dismissed' | 'clip_removed' | 'comment_removed' | 'commenter_blocked' | 'closed' | 'clip_unlisted' | 'clip_hidden';

/** Counted views per clip and UTC day (the overview's views-per-day chart). */
export interface ClipViewDaysTable {
  clip_id: string;
  day: ColumnType<string, string, string>;
  views: Generated<number>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  clip_id: string;
  offset_seconds: number;
  user_name: string;
  message: string;
  color: string | null;
}

export interface TranscriptCuesTable {
  id: Generated<number>;
  clip_id: string;
  language: string;
  start_seconds: number;
  end_seconds: number;
  text: string;
}

export interface ClipViewsTable {
  clip_id: string;
  /** `user:<id>`, `uid:<Firebase uid>` (signed in, not registered), or `anon:<salted hash of IP and user agent>`. */
  viewer_key: string;
  counted_at: Timestamp;
  /** Added to clips.view_count and clip_view_days yet (migration 124): the folder's queue is the rows still false. */
  folded: Generated<boolean>;
}

export interface ActivityEventsTable {
  id: Generated<number>;
  user_id: string | null;
  activity_name: string;
  platform_data: Json<Record<string, unknown>>;
  created_at: DefaultTimestamp;
}

export interface OauthStatesTable {
  state: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

/** One fixed rate-limit window per (call, caller), shared by every API instance (ADR 0046). */
export interface RateLimitWindowsTable {
  call: string;
  caller: string;
  hits: number;
  resets_at: Timestamp;
}

export interface TwitchTokensTable {
  user_id: string;
  twitch_user_id: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: Timestamp | null;
}

/** The clip's standard tasks, and its vertical version (migration 130), made only when its streamer asks. */
export type EncodeJobKind = EncodeTaskKind | 'vertical';
export type EncodeJobState = 'queued' | 'running' | 'done' | 'failed';

/** Encode jobs live in the database so they survive a crash: a running job whose lease expired is taken again. */
export interface EncodeJobsTable {
  id: Generated<number>;
  clip_id: string;
  kind: EncodeJobKind;
  /** Lower runs first: source 0, thumbnail 1, vertical 3, x265 5, av1 6. */
  priority: number;
  state: Generated<EncodeJobState>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  progress: Generated<number>;
  failure_reason: string | null;
  locked_by: string | null;
  lease_expires_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  size_bytes: number;
  created_at: DefaultTimestamp;
  completed_at: Timestamp | null;
  /** The clip created from it (an upload is consumed once). */
  clip_id: string | null;
}

export type NotificationKindColumn =
  | 'new_clip'
  | 'request_approved'
  | 'request_rejected'
  | 'clip_comment'
  | 'report_resolved'
  // Migration 110 (issue 19, ADR 0118).
  | 'clip_request'
  | 'clip_removed'
  | 'comment_reply'
  | 'comment_mention'
  // Migration 118 (issue 22): a moderator wrote in the thread of a report the person filed.
  | 'report_message'
  // Migration 120 (issue 22 item 2): a moderator unlisted, hid or restored a clip, or denied its appeal.
  | 'clip_unlisted'
  | 'clip_hidden'
  | 'clip_restored'
  | 'appeal_denied'
  // Migration 122 (issue 22 item 3): a copyright notice hid the clip.
  | 'takedown_notice'
  // Migration 123 (ADR 0136): a pending registration approved or refused.
  | 'registration_approved'
  | 'registration_rejected';

/** Migration 107 (ADR 0107): a person's notifications; push_pending is the Web Push outbox (ADR 0108). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  kind: NotificationKindColumn;
  dedupe_key: string;
  channel_login: string | null;
  clip_id: string | null;
  clip_title: string | null;
  actor_name: string | null;
  /** Migration 116: the account `actor_name` names; its deletion clears the name (and this, ON DELETE SET NULL). */
  actor_user_id: Generated<string | null>;
  /** Migration 110: a moderator's public reason (clip_removed). */
  reason: Generated<string | null>;
  /** Migration 110: how many clip requests an aggregated clip_request row stands for. */
  item_count: Generated<number | null>;
  /** Migration 118: the report a report_message entry is about. */
  report_id: Generated<string | null>;
  is_read: Generated<boolean>;
  push_pending: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  language: 'en-US' | 'ja';
  created_at: DefaultTimestamp;
}

export interface ServerSettingsTable {
  key: string;
  value: string;
}

/** Migration 116: the usernames of deleted accounts, not free for anyone until USERNAME_RELEASE_DAYS have passed. */
export interface ReleasedUsernamesTable {
  username_lower: string;
  username_skeleton: string;
  released_at: DefaultTimestamp;
}

/**
 * Migration 118: one row per moderator action, never changed or removed (a trigger refuses it). Names are copied in
 * so the log reads after the accounts are gone.
 */
export interface ModerationLogTable {
  id: string;
  seq: Generated<string>;
  created_at: DefaultTimestamp;
  moderator_user_id: string | null;
  moderator_name: string | null;
  action: ModerationAction;
  target_kind: 'clip' | 'comment' | 'channel' | 'user' | 'watched_word';
  target_key: string;
  target_label: string | null;
  subject_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  report_id: string | null;
  public_reason: string | null;
  private_note: string | null;
}

/** Migration 118: the thread between a report's reporter and the moderators. */
export interface ReportMessagesTable {
  id: string;
  report_id: string;
  author_user_id: string | null;
  author_role: 'reporter' | 'moderator';
  body: string;
  created_at: DefaultTimestamp;
}

export interface Database {
  users: UsersTable;
  channels: ChannelsTable;
  clips: ClipsTable;
  categories: CategoriesTable;
  clip_appeals: ClipAppealsTable;
  takedown_notices: TakedownNoticesTable;
  takedown_notice_clips: TakedownNoticeClipsTable;
  takedown_counter_notices: TakedownCounterNoticesTable;
  clip_requests: ClipRequestsTable;
  likes: LikesTable;
  saved_lists: SavedListsTable;
  saved_list_clips: SavedListClipsTable;
  follows: FollowsTable;
  channel_blocks: ChannelBlocksTable;
  user_blocks: UserBlocksTable;
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  watched_words: WatchedWordsTable;
  channel_collections: ChannelCollectionsTable;
  channel_collection_clips: ChannelCollectionClipsTable;
  reports: ReportsTable;
  chat_messages: ChatMessagesTable;
  transcript_cues: TranscriptCuesTable;
  clip_views: ClipViewsTable;
  clip_view_days: ClipViewDaysTable;
  activity_events: ActivityEventsTable;
  oauth_states: OauthStatesTable;
  rate_limit_windows: RateLimitWindowsTable;
  twitch_tokens: TwitchTokensTable;
  encode_jobs: EncodeJobsTable;
  uploads: UploadsTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_settings: ServerSettingsTable;
  released_usernames: ReleasedUsernamesTable;
  moderation_log: ModerationLogTable;
  report_messages: ReportMessagesTable;
}

export type UserRow = Selectable<UsersTable>;
export type ChannelRow = Selectable<ChannelsTable>;
export type ClipRow = Selectable<ClipsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type NewClip = Insertable<ClipsTable>;
export type ClipUpdate = Updateable<ClipsTable>;
export type EncodeJobRow = Selectable<EncodeJobsTable>;
