import { profileImageKey } from '@clipyard/shared/media';
import type { Handler } from '../../http/handler';
import { isAnonEmail, tokenSaysVerified } from '../../domain/identity';

/**
 * SPEC section 3's profile. A Firebase user who has not registered yet still gets a successful answer, with
 * username 'UNKNOWN' (the client then offers registration).
 */
export const profileDetails: Handler<'client/profile/profileDetails'> = async ({ ctx, caller }) => {
  const user = caller.user;
  const verifiedNow = tokenSaysVerified(caller.claims);
  if (!user) {
    return {
      isAdmin: false,
      username: 'UNKNOWN',
      isSuccessful: true,
      isAnonEmail: isAnonEmail(caller.claims),
      hasProfilePicture: false,
      isStreamer: false,
      streamerChannelLogin: null,
      hasVerifiedEmail: verifiedNow,
      firebaseUid: caller.firebaseUid!,
      profileImageVersion: 0,
      profileImageKey: null,
    };
  }
  // A token minted after verification says so before checkEmailVerification ran: remember it.
  if (verifiedNow && !user.has_verified_email) {
    await ctx.db.updateTable('users').set({ has_verified_email: true }).where('id', '=', user.id).execute();
  }
  return {
    isAdmin: user.is_admin,
    username: user.username,
    isSuccessful: true,
    isAnonEmail: user.is_anon_email,
    hasProfilePicture: user.has_profile_picture,
    isStreamer: Boolean(user.streamer_channel_login),
    streamerChannelLogin: user.streamer_channel_login,
    hasVerifiedEmail: verifiedNow || user.has_verified_email,
    firebaseUid: user.firebase_uid,
    profileImageVersion: user.profile_image_version,
    // The key, not a URL: the client knows its media host (runtime config), the server may sit behind another.
    profileImageKey: user.has_profile_picture ? profileImageKey(user.id) : null,
  };
};
