import { isChannelReading, toHiragana } from './validate';
import { z } from 'zod';
import {
  CATEGORY_ID_MAX,
  CATEGORY_SLUG_MAX,
  CATEGORY_SLUG_PATTERN,
  CHANNEL_LOGIN_PATTERN,
  CLIP_TITLE_MAX,
  CLIP_TITLE_MIN,
  COMMENT_MAX,
  INTERNAL_CLIP_ID_PATTERN,
  isStorableText,
  PAGE_LIMIT_MAX,
  UPLOADED_IMAGE_MAX_BYTES,
  UNSTORABLE_TEXT_MESSAGE,
  USERNAME_PATTERN,
} from './limits';

export * from './limits';

/**
 * Field schemas shared by many calls. A custom `error` that is an ErrorCode makes the server answer that code
 * (not the generic BAD_REQUEST), so client and server show the same precise message.
 */

/**
 * z.string() that refuses what PostgreSQL cannot store (NUL, broken surrogates) with a field error, so such input
 * is a 400 naming the field, never a database error. Every string field of a request is built from this.
 */
export function safeString() {
  return z.string().refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });
}

export const channelLogin = safeString()
  .trim()
  .toLowerCase()
  .regex(CHANNEL_LOGIN_PATTERN, { error: 'CHANNEL_INVALID' });

/** A category by its address name (ADR 0150): anything that cannot be one is CATEGORY_NOT_FOUND, as an unknown one is. */
export const categorySlug = safeString()
  .trim()
  .toLowerCase()
  .max(CATEGORY_SLUG_MAX, { error: 'CATEGORY_NOT_FOUND' })
  .regex(CATEGORY_SLUG_PATTERN, { error: 'CATEGORY_NOT_FOUND' });

/** A category by its id (ADR 0150), as the category list answers it; a number out of range is CATEGORY_NOT_FOUND. */
export const categoryId = z.number().int().min(1, { error: 'CATEGORY_NOT_FOUND' }).max(CATEGORY_ID_MAX, { error: 'CATEGORY_NOT_FOUND' });

/** A channel's kana reading, as its streamer types it: kana only, stored in hiragana. */
export const channelReading = safeString()
  .trim()
  .refine(isChannelReading, { error: 'CHANNEL_READING_INVALID' })
  .transform(toHiragana);

export const internalClipId = safeString().regex(INTERNAL_CLIP_ID_PATTERN, { error: 'CLIP_NOT_FOUND' });

export const username = safeString().trim().regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' });

export const clipTitle = safeString()
  .trim()
  .min(CLIP_TITLE_MIN, { error: 'TITLE_TOO_SHORT' })
  .max(CLIP_TITLE_MAX, { error: 'TITLE_TOO_LONG' });

export const commentText = safeString()
  .trim()
  .min(1, { error: 'COMMENT_EMPTY' })
  .max(COMMENT_MAX, { error: 'COMMENT_TOO_LONG' });

/** Opaque keyset cursor (the server encodes the last row's sort key). */
export const cursor = safeString().max(200).nullish();
/** An uploaded image as base64 (a data: prefix tolerated): at most UPLOADED_IMAGE_MAX_BYTES once decoded, else IMAGE_TOO_LARGE. */
export const uploadedImageBase64 = safeString()
  .min(1)
  .max(Math.ceil((UPLOADED_IMAGE_MAX_BYTES * 4) / 3) + 4, { error: 'IMAGE_TOO_LARGE' });
export const pageLimit = z.number().int().min(1).max(PAGE_LIMIT_MAX).optional();

export const isoDate = safeString().describe('ISO 8601 timestamp');

export const httpUrl = safeString()
  .max(2048)
  .regex(/^https?:\/\//i, { error: 'INVALID_URL' });
