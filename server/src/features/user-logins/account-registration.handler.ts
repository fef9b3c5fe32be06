import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/api-error';
import type { Handler } from '../../http/handler';
import { isAnonEmail, tokenEmail, tokenSaysVerified } from '../../domain/identity';
import { isUniqueViolation } from '../../db/db-errors';
import { usernameSkeleton } from '../../db/username-skeleton';
import { heldByDeletedAccount } from '../../domain/released-usernames';

/**
 * Links a new user row to the token's Firebase uid. The username rules (3 to 20 letters of any script, digits,
 * underscore) are the contract's; uniqueness ignoring case is the database's unique index on username_lower, and a
 * name that merely looks like a taken one ('аdmin' with a Cyrillic а, fullwidth 'Ａｄｍｉｎ') collides on the unique
 * username_skeleton (ADR 0044), so two racing registrations cannot both win. A deleted account's name (and its
 * look-alikes) stays taken for USERNAME_RELEASE_DAYS.
 *
 * With REGISTRATION=approval (ADR 0136) the person says why they want to join, and the account starts pending: it can
 * sign in and read, but acts only once a moderator approves it (http/authenticate.ts).
 */
export const accountRegistration: Handler<'client/userLogins/accountRegistration'> = async ({ ctx, body, caller }) => {
  if (!caller.firebaseUid) throw new ApiError('NOT_AUTHORISED');
  if (caller.user) throw new ApiError('ALREADY_REGISTERED', 'This Firebase account already has a Clipyard account');
  const approval = ctx.config.registration === 'approval';
  const reason = body.reason?.trim() ?? '';
  if (approval && !reason) throw new ApiError('REGISTRATION_REASON_REQUIRED', 'Say why you want to join: a moderator approves new accounts');
  const held = await heldByDeletedAccount(ctx.db, body.username);
  if (held?.confusable) throw new ApiError('USERNAME_CONFUSABLE', 'This username looks like a taken one');
  if (held) throw new ApiError('USERNAME_TAKEN', 'This username is taken');
  try {
    await ctx.db
      .insertInto('users')
      .values({
        id: randomBytes(9).toString('base64url'),
        firebase_uid: caller.firebaseUid,
        username: body.username,
        username_lower: body.username.toLowerCase(),
        username_skeleton: usernameSkeleton(body.username),
        email: tokenEmail(caller.claims),
        is_anon_email: isAnonEmail(caller.claims),
        has_verified_email: tokenSaysVerified(caller.claims),
        ...(approval ? { registration_status: 'pending' as const, registration_reason: reason } : {}),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'username_lower')) throw new ApiError('USERNAME_TAKEN', 'This username is taken');
    if (isUniqueViolation(error, 'username_skeleton')) throw new ApiError('USERNAME_CONFUSABLE', 'This username looks like a taken one');
    if (isUniqueViolation(error, 'firebase_uid')) throw new ApiError('ALREADY_REGISTERED', 'Already registered');
    throw error;
  }
  return { username: body.username, registrationStatus: approval ? 'pending' : 'active' };
};
