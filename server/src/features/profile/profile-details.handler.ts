import { profileImageKey } from '@clipyard/shared/media';
import type { Handler } from '../../http/handler';
import { isAnonEmail, tokenEmail, tokenSaysVerified } from '../../domain/identity';

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
  // A token minted after verification says so before checkEmailVerification ran: remember it. A token with another
  // address follows a confirmed change of it (verifyBeforeUpdateEmail, ADR 0053): the stored copy (data export) follows.
  const email = tokenEmail(caller.claims);
  const emailChanged = email !== null && email !== user.email;
  const isAnon = emailChanged ? isAnonEmail(caller.claims) : user.is_anon_email;
  if ((verifiedNow && !user.has_verified_email) || emailChanged) {
    await ctx.db
      .updateTable('users')
      // A new address is as verified as the token says; the same one only ever turns verified.
      .set({ has_verified_email: emailChanged ? verifiedNow : true, ...(emailChanged ? { email, is_anon_email: isAnon } : {}) })
      .where('id', '=', user.id)
      .execute();
  }
  return {
    isAdmin: user.is_admin,
    username: user.username,
    isSuccessful: true,
    isAnonEmail: isAnon,
    hasProfilePicture: user.has_profile_picture,
    isStreamer: Boolean(user.streamer_channel_login),
    streamerChannelLogin: user.streamer_channel_login,
    hasVerifiedEmail: emailChanged ? verifiedNow : verifiedNow || user.has_verified_email,
    firebaseUid: user.firebase_uid,
    profileImageVersion: user.profile_image_version,
    // The key, not a URL: the client knows its media host (runtime config), the server may sit behind another.
    profileImageKey: user.has_profile_picture ? profileImageKey(user.id) : null,
    // ADR 0136: a registration waiting for approval or refused, so the site says so (and why).
    registration:
      user.registration_status === 'active' || user.is_admin
        ? null
        : { status: user.registration_status, reason: user.registration_reason ?? '', decisionReason: user.registration_decision_reason },
  };
};
