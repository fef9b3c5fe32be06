import type { Handler } from '../../http/handler';

/** Asks Firebase (not the possibly older token) whether the email is verified now, and stores the answer. */
export const checkEmailVerification: Handler<'client/profile/checkEmailVerification'> = async ({ ctx, caller }) => {
  const hasVerifiedEmail = await ctx.auth.isEmailVerified(caller.firebaseUid!);
  if (caller.user && caller.user.has_verified_email !== hasVerifiedEmail) {
    await ctx.db.updateTable('users').set({ has_verified_email: hasVerifiedEmail }).where('id', '=', caller.user.id).execute();
  }
  return { hasVerifiedEmail };
};
