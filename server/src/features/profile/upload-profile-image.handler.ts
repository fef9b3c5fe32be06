import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { requireUser } from '../../http/require-user';
import { decodeImageBase64, toProfileWebp } from './profile-image';

/** Validates, re-encodes and stores the image; the version bump changes profiles/{id}.webp?version={n}. */
export const uploadProfileImage: Handler<'client/profile/uploadProfileImage'> = async ({ ctx, body, caller }) => {
  const user = requireUser(caller);
  const webp = await toProfileWebp(decodeImageBase64(body.imageBase64));
  await ctx.media.saveProfileImage(user.id, webp);
  const row = await ctx.db
    .updateTable('users')
    .set({ has_profile_picture: true, profile_image_version: sql`profile_image_version + 1` })
    .where('id', '=', user.id)
    .returning('profile_image_version')
    .executeTakeFirstOrThrow();
  return { profileImageVersion: row.profile_image_version };
};
