import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { REGISTRATION_REASON_MAX, safeString, username } from '../fields';

export const checkUsernameInUse = defineCall({
  path: 'client/userLogins/checkUsernameInUse',
  request: z.strictObject({ username }),
  // isConfusable: not taken as such, but too like a taken name (ADR 0044); isInUse is then true as well.
  answer: z.object({ isInUse: z.boolean(), isConfusable: z.boolean().optional() }),
  errors: ['USERNAME_INVALID'],
  rateLimit: { max: 60, windowSeconds: 60 },
  summary: 'Whether a username is taken (ignoring case) or looks like a taken one (confusable characters).',
});

/**
 * Called right after Firebase sign-up: links a user row to the token's Firebase uid. With REGISTRATION=approval (the
 * is-online answer's `registration`, ADR 0136) `reason` is required (why the person wants to join, for the moderators)
 * and the account starts pending: it may read and leave but not act until a moderator approves it. With open
 * registration a reason is ignored.
 */
export const accountRegistration = defineCall({
  path: 'client/userLogins/accountRegistration',
  request: z.strictObject({
    username,
    reason: safeString().trim().max(REGISTRATION_REASON_MAX, { error: 'REGISTRATION_REASON_TOO_LONG' }).optional(),
  }),
  answer: z.object({
    username: safeString(),
    /** 'pending' when the account waits for a moderator's approval; left out by an older server (active). */
    registrationStatus: z.enum(['active', 'pending']).optional(),
  }),
  errors: ['USERNAME_INVALID', 'USERNAME_TAKEN', 'USERNAME_CONFUSABLE', 'ALREADY_REGISTERED', 'REGISTRATION_REASON_REQUIRED', 'REGISTRATION_REASON_TOO_LONG'],
  rateLimit: { max: 5, windowSeconds: 600 },
  summary: 'Creates the Clipyard account of the signed-in Firebase user (pending approval in approval mode).',
});

/**
 * Deletes the Firebase user and every piece of personal data: likes, follows, blocks, reports made, profile image,
 * comments. Clips the user submitted stay on their channel with the submitter shown as removed (they belong to the
 * channel's audience as much as to the submitter); a streamer's channel is unclaimed.
 */
export const deleteAccount = defineCall({
  path: 'client/userLogins/deleteAccount',
  request: emptyRequest,
  answer: z.object({}),
  errors: ['TOKEN_REVOKED'],
  checkRevoked: true,
  summary: 'Deletes the signed-in user’s account and personal data.',
});
