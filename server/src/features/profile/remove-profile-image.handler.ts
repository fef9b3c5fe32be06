import type { Handler } from '../../http/handler';
import { setProfilePicture } from './profile-image';

/** Deletes the file; the version still moves on so no cache keeps showing the old picture. */
export const removeProfileImage: Handler<'client/profile/removeProfileImage'> = async ({ ctx, caller }) => {
  const { user } = caller;
  await ctx.media.deleteProfileImage(user.id);
  return { profileImageVersion: await setProfilePicture(ctx.db, user.id, false) };
};
