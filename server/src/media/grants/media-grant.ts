import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed grants for the media of a clip that is not public (ADR 0114): `grant={exp}.{sig}` on a media address, where
 * sig is base64url(HMAC-SHA256(secret, "{clipId}.{exp}")) and exp is in Unix seconds. Only the API hands them out,
 * and only to the clip's streamer and submitter; the media host checks them.
 */

/** How long a grant is good for at least: a preview page left open for an hour keeps playing. */
export const MEDIA_GRANT_TTL_SECONDS = 3600;
/**
 * Expiries are rounded up to this step, so a list fetched again a few minutes later carries the very same addresses
 * (the preview video does not reload); a grant is then valid for TTL to TTL + step.
 */
const EXPIRY_STEP_SECONDS = 600;

/** The query parameter the grant travels in. */
export const MEDIA_GRANT_PARAM = 'grant';

const GRANT_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, internalClipId: string, expiry: number): Buffer {
  return createHmac('sha256', secret).update(`${internalClipId}.${expiry}`).digest();
}

export function signMediaGrant(secret: string, internalClipId: string, nowMs = Date.now()): string {
  const earliest = Math.floor(nowMs / 1000) + MEDIA_GRANT_TTL_SECONDS;
  const expiry = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return `${expiry}.${signature(secret, internalClipId, expiry).toString('base64url')}`;
}

/**
 * True only for an unexpired grant signed for this clip. Anything else (absent, an array from a repeated
 * parameter, garbage, huge, NUL bytes) is simply false: the caller answers as for an unknown file, never a 500.
 */
export function verifyMediaGrant(secret: string, internalClipId: string, grant: unknown, nowMs = Date.now()): boolean {
  if (typeof grant !== 'string' || grant.length > 64) return false;
  const match = GRANT_SHAPE.exec(grant);
  if (!match) return false;
  const expiry = Number(match[1]);
  if (expiry * 1000 <= nowMs) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(secret, internalClipId, expiry);
  // 43 base64url characters always decode to 32 bytes, the HMAC's length: timingSafeEqual needs equal lengths.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
