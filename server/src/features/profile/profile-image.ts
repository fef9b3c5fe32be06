import sharp from 'sharp';
import { sql } from 'kysely';
import { PROFILE_IMAGE_MAX_BYTES } from '@clipyard/shared/contract';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

export const PROFILE_IMAGE_SIZE = 256;

/** Decodes the base64 body (a data: URL prefix is tolerated) without trusting it to be well formed. */
export function decodeImageBase64(input: string): Buffer {
  const base64 = input.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64.length === 0) {
    throw new ApiError('IMAGE_INVALID', 'The image is not valid base64');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw new ApiError('IMAGE_TOO_LARGE', 'The image is larger than 2 MiB');
  return bytes;
}

/** The formats we accept, by their magic bytes: the content decides, never a name or a declared type. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | null {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const brand = bytes.subarray(4, 12).toString('latin1');
  if (brand === 'ftypavif' || brand === 'ftypavis') return 'avif';
  return null;
}

/**
 * Re-encodes to a 256x256 webp: the stored file is always ours (no metadata, no payload smuggled in the original),
 * whatever was uploaded. Decompression bombs are bounded by sharp's pixel limit.
 */
export async function toProfileWebp(bytes: Buffer): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw new ApiError('IMAGE_INVALID', 'Only png, jpeg, gif, webp and avif images are accepted');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ApiError('IMAGE_INVALID', 'The image could not be decoded');
  }
}

/**
 * Records whether the person has a picture and moves its version on, in both directions, so no cache keeps showing
 * the old one (profiles/{id}.webp?version={n}). Answers the new version.
 */
export async function setProfilePicture(db: Db, userId: string, hasPicture: boolean): Promise<number> {
  const row = await db
    .updateTable('users')
    .set({ has_profile_picture: hasPicture, profile_image_version: sql`profile_image_version + 1` })
    .where('id', '=', userId)
    .returning('profile_image_version')
    .executeTakeFirstOrThrow();
  return row.profile_image_version;
}
