import { sql } from 'kysely';
import type { Handler } from '../../http/handler';
import { requireUser } from '../../http/require-user';

/** Deletes the file; the version still moves on so no cache keeps showing the old picture. */
export const removeProfileImage: Handler<'client/profile/removeProfileImage'> = async ({ ctx, caller }) => {
  const user = requireUser(caller);
  await ctx.media.deleteProfileImage(user.id);
  const row = await ctx.db
    .updateTable('users')
    .set({ has_profile_picture: false, profile_image_version: sql`profile_image_version + 1` })
    .where('id', '=', user.id)
    .returning('profile_image_version')
    .executeTakeFirstOrThrow();
  return { profileImageVersion: row.profile_image_version };
};
