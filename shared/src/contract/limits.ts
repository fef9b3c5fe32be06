/**
 * Limits and patterns that client and server both check, as plain values (no zod) so the browser bundle stays
 * small. fields.ts builds the zod schemas from them.
 */
export const CLIP_TITLE_MIN = 3;
export const CLIP_TITLE_MAX = 100;
export const COMMENT_MAX = 500;
export const PAGE_LIMIT_MAX = 50;

/** Streaming-platform channel login: lowercase letters, digits, underscore, 3 to 25 (ARCHITECTURE section 5). */
export const CHANNEL_LOGIN_PATTERN = /^[a-z0-9_]{3,25}$/;
/** Short URL-safe clip id. */
export const INTERNAL_CLIP_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
/** Usernames: 3 to 20 letters (any script), digits or underscore; unique ignoring case. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_]{3,20}$/u;

/** Frontpage orders and periods (ARCHITECTURE section 5), in the order the selectors show them. */
export const FRONTPAGE_SORTS = ['trending', 'top', 'new'] as const;
export const FRONTPAGE_PERIODS = ['24h', '7d', '30d', 'all'] as const;
