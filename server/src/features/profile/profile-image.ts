import sharp from 'sharp';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { sniffImageType } from '../../http/uploaded-image';

export const PROFILE_IMAGE_SIZE = 256;

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
