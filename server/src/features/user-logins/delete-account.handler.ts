import type { Handler } from '../../http/handler';
import { deleteAccountData } from '../../domain/delete-account-data';

/**
 * Deletes the Firebase user and every piece of personal data (domain/delete-account-data.ts says what stays, and why).
 * The database goes first: if Firebase then fails, the person can sign in and delete again (a Firebase user with no
 * row is handled), whereas the other order could leave personal data nobody can reach any more.
 *
 * An account under a legal hold (issue 22 item 6): the person's access ends all the same (the identity is deleted and
 * the row no longer answers to it), but the data stays, marked as waiting for deletion, until a moderator lifts the
 * hold; then it is deleted as here (liftLegalHold).
 */
export const deleteAccount: Handler<'client/userLogins/deleteAccount'> = async ({ ctx, caller }) => {
  const user = caller.user;
  if (user?.legal_hold_at) {
    await ctx.db
      .updateTable('users')
      .set({ deletion_requested_at: new Date(), firebase_uid: `deleted:${user.id}` })
      .where('id', '=', user.id)
      .execute();
  } else if (user) {
    await deleteAccountData(ctx, user);
  }
  await ctx.auth.deleteUser(caller.firebaseUid!);
  return {};
};
