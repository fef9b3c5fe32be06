import { z } from 'zod';

/**
 * Field schemas shared by many calls. A custom `error` that is an ErrorCode makes the server answer that code
 * (not the generic BAD_REQUEST), so client and server show the same precise message.
 */

export const CLIP_TITLE_MIN = 3;
export const CLIP_TITLE_MAX = 100;
export const COMMENT_MAX = 500;
export const PAGE_LIMIT_MAX = 50;

/** Streaming-platform channel login: lowercase letters, digits, underscore, 3 to 25 (ARCHITECTURE section 5). */
export const CHANNEL_LOGIN_PATTERN = /^[a-z0-9_]{3,25}$/;
export const channelLogin = z
  .string()
  .trim()
  .toLowerCase()
  .regex(CHANNEL_LOGIN_PATTERN, { error: 'CHANNEL_INVALID' });

/** Short URL-safe clip id. */
export const INTERNAL_CLIP_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
export const internalClipId = z.string().regex(INTERNAL_CLIP_ID_PATTERN, { error: 'CLIP_NOT_FOUND' });

/** Usernames: 3 to 20 letters (any script), digits or underscore; unique ignoring case. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_]{3,20}$/u;
export const username = z.string().trim().regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' });

export const clipTitle = z
  .string()
  .trim()
  .min(CLIP_TITLE_MIN, { error: 'TITLE_TOO_SHORT' })
  .max(CLIP_TITLE_MAX, { error: 'TITLE_TOO_LONG' });

export const commentText = z
  .string()
  .trim()
  .min(1, { error: 'COMMENT_EMPTY' })
  .max(COMMENT_MAX, { error: 'COMMENT_TOO_LONG' });

/** Opaque keyset cursor (the server encodes the last row's sort key). */
export const cursor = z.string().max(200).nullish();
export const pageLimit = z.number().int().min(1).max(PAGE_LIMIT_MAX).optional();

export const isoDate = z.string().describe('ISO 8601 timestamp');

export const httpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\//i, { error: 'INVALID_URL' });
