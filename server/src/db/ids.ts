import { randomBytes } from 'node:crypto';

/** Short URL-safe ids (matches INTERNAL_CLIP_ID_PATTERN: 6 to 32 of [A-Za-z0-9_-]). */
export function newId(bytes = 9): string {
  return randomBytes(bytes).toString('base64url');
}
