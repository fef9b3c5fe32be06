import type { Handler } from '../../http/handler';
import { decodeImageBase64 } from '../../http/uploaded-image';
import { setProfilePicture, toProfileWebp } from './profile-image';

/** Validates, re-encodes and stores the image; the version bump changes profiles/{id}.webp?version={n}. */
export const uploadProfileImage: Handler<'client/profile/uploadProfileImage'> = async ({ ctx, body, caller }) => {
  const { user } = caller;
  const webp = await toProfileWebp(decodeImageBase64(body.imageBase64));
  await ctx.media.saveProfileImage(user.id, webp);
  return { profileImageVersion: await setProfilePicture(ctx.db, user.id, true) };
};
