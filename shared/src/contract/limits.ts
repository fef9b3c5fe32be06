/**
 * Limits and patterns that client and server both check, and the page addresses both build, as plain values (no zod)
 * so the browser bundle stays small. fields.ts builds the zod schemas from them.
 */
export const CLIP_TITLE_MIN = 3;
export const CLIP_TITLE_MAX = 100;
export const COMMENT_MAX = 500;
/** A moderator's public reason for removing a clip, shown to the people told (ADR 0118). */
export const PUBLIC_REASON_MAX = 300;
/** A moderator's private note on an action, read only by moderators in the moderation log (issue 22). */
export const PRIVATE_NOTE_MAX = 1000;
/** One message of a report's thread between its reporter and the moderators (issue 22). */
export const REPORT_MESSAGE_MAX = 1000;
/** Why a person wants to join, written on the register page when REGISTRATION=approval (issue 22 item 5, ADR 0136). */
export const REGISTRATION_REASON_MAX = 500;
export const PAGE_LIMIT_MAX = 50;
/** The clip manager lists at most this many clips of a channel in one answer. */
export const CHANNEL_CLIPS_MAX = 1000;
/** A channel's collections (ADR 0148): at most this many a channel, clips a collection, and characters a title. */
export const COLLECTIONS_MAX = 50;
export const COLLECTION_CLIPS_MAX = 200;
export const COLLECTION_TITLE_MAX = 100;
/** An image uploaded in a call's body (a profile picture, a clip's thumbnail), decoded: 2 MiB. */
export const UPLOADED_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest follow a channel may ask of the people who submit clips to it (a year; issue 23 item 4). */
export const SUBMIT_MIN_FOLLOW_DAYS_MAX = 365;
/**
 * The part of a source a clip may be cut to (issue 23 item 1, ADR 0145): Twitch's and YouTube's 5 to 60 seconds. The
 * longest is a server setting (CLIP_TRIM_MAX_SECONDS, at most the 10-minute input limit); `is-online` answers it.
 */
export const CLIP_TRIM_MIN_SECONDS = 5;
export const CLIP_TRIM_MAX_SECONDS_DEFAULT = 60;

/** Streaming-platform channel login: lowercase letters, digits, underscore, 3 to 25 (ARCHITECTURE section 5). */
export const CHANNEL_LOGIN_PATTERN = /^[a-z0-9_]{3,25}$/;
/**
 * A category's address name (issue 23 item 6, ADR 0150): lowercase ASCII letters and digits joined by single dashes,
 * at most CATEGORY_SLUG_MAX characters (`/category/{slug}`).
 */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_MAX = 64;
/** The largest category id (a PostgreSQL integer). */
export const CATEGORY_ID_MAX = 2_147_483_647;
/** Short URL-safe clip id. */
export const INTERNAL_CLIP_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
/** Usernames: 3 to 20 letters (any script), digits or underscore; unique ignoring case. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_]{3,20}$/u;

/**
 * Resumable (tus) upload limits, the one place they are set (server/src/media/uploads/upload-quota.ts applies
 * them; ADR 0041). "Pending" means created and not yet submitted as a clip: in progress or finished. A pending
 * upload stops counting when it is submitted, cancelled, refused as not a video, or removed after a day.
 */
export const UPLOAD_LIMITS = {
  /** Uploads one user may have in progress (not all bytes received) at once. */
  maxUnfinishedPerUser: 3,
  /** Uploads one user may hold pending at once. */
  maxPendingPerUser: 10,
  /** Bytes one user's pending uploads may reserve (their declared Upload-Length, summed): four full-size videos. */
  maxPendingBytesPerUser: 2 * 1024 * 1024 * 1024,
  /** Bytes all users' pending uploads may reserve together (what the tus folder may take on disk). */
  maxPendingBytesTotal: 50 * 1024 * 1024 * 1024,
  /** Uploads all users together may have in progress at once (open tus files being written). */
  maxUnfinishedTotal: 200,
  /** Uploads all users together may hold pending at once (rows and files waiting for a submission). */
  maxPendingTotal: 2000,
  /** Upload creations one user may start per window, refused ones included. */
  createsPerWindow: 30,
  createWindowSeconds: 600,
} as const;

export type UploadLimits = { -readonly [K in keyof typeof UPLOAD_LIMITS]: number };

/**
 * What an input video (an upload or a fetched file) may be, checked by ffprobe before any encode (server
 * media/ffmpeg/probe.ts; ADR 0042). Bigger inputs are refused, never trimmed or scaled on the way in.
 */
export const MEDIA_INPUT_LIMITS = {
  /** Longest clip (seconds). */
  maxSeconds: 600,
  /** Longest side in pixels (4K DCI), and the most pixels a frame may have (4096 x 2304). */
  maxSide: 4096,
  maxPixels: 4096 * 2304,
  /** Highest frame rate (frames a second). */
  maxFps: 120,
  /** Most streams (video, audio, subtitles, data) in one file. */
  maxStreams: 8,
  /** ffprobe's time to read a file, and how much of it it may read to find the streams. */
  probeTimeoutMs: 20_000,
  probeBytes: 10 * 1024 * 1024,
} as const;

/** Frontpage orders and periods (ARCHITECTURE section 5), in the order the selectors show them. */
export const FRONTPAGE_SORTS = ['trending', 'top', 'new'] as const;
export const FRONTPAGE_PERIODS = ['24h', '7d', '30d', 'all'] as const;

/**
 * Characters PostgreSQL cannot store in text or jsonb (NUL), and UTF-16 halves without their pair (not valid
 * Unicode: the driver would silently replace them). Every string of every request is checked against this.
 */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be stored (NUL or a broken Unicode character)';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/** A sitemap file holds at most 50,000 addresses (sitemaps.org): one page of sitemapEntries never holds more. */
export const SITEMAP_PAGE_MAX = 50_000;

// Saved lists (issue 23 item 5, ADR 0149).
/** The built-in list's id in every call and address (`/account/lists/saved`). */
export const SAVED_LIST_ID = 'saved';
/** Named lists a person may have besides "Saved". */
export const SAVED_LISTS_MAX = 50;
/** Clips one list holds. */
export const SAVED_LIST_CLIPS_MAX = 500;
/** A named list's name, in characters once trimmed. */
export const SAVED_LIST_NAME_MAX = 60;

/*
 * The page addresses, built in one place. Their shape is agreed by the route patterns (the shell's route table, each
 * remote's `./routes`), the HTML host that answers a deep link (shell/host) and the server's own links (push
 * notifications, the data export): a link built by hand in one screen drifts from that agreement unseen, so every screen and
 * shared component builds them here (lint refuses a hand-built clip path). Each segment is encoded: channel logins
 * and clip ids are URL-safe today (CHANNEL_LOGIN_PATTERN, INTERNAL_CLIP_ID_PATTERN), but a builder must not trust
 * what it is given to stay so; for such values the encoding changes nothing, so links stay byte-identical.
 */

/** A channel's page: `/{channelLogin}`. */
export function channelPath(channelLogin: string): string {
  return `/${encodeURIComponent(channelLogin)}`;
}

/** A clip's page: `/{channelLogin}/clip/{internalClipId}` (the pattern '/:channelLogin/clip/:internalClipId'). */
export function clipPath(channelLogin: string, internalClipId: string): string {
  return `${channelPath(channelLogin)}/clip/${encodeURIComponent(internalClipId)}`;
}

/** A category's page (issue 23 item 6, ADR 0150): `/category/{slug}` (the pattern '/category/:categorySlug'). */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/**
 * A channel collection's page: `/{channelLogin}/collections/{collectionId}` (the pattern
 * '/:channelLogin/collections/:collectionId', issue 23 item 5, ADR 0148).
 */
export function collectionPath(channelLogin: string, collectionId: string): string {
  return `${channelPath(channelLogin)}/collections/${encodeURIComponent(collectionId)}`;
}
