import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { safeString, username } from '../fields';

export const checkUsernameInUse = defineCall({
  path: 'client/userLogins/checkUsernameInUse',
  request: z.strictObject({ username }),
  // isConfusable: not taken as such, but too like a taken name (ADR 0044); isInUse is then true as well.
  answer: z.object({ isInUse: z.boolean(), isConfusable: z.boolean().optional() }),
  errors: ['USERNAME_INVALID'],
  rateLimit: { max: 60, windowSeconds: 60 },
  summary: 'Whether a username is taken (ignoring case) or looks like a taken one (confusable characters).',
});

/** Called right after Firebase sign-up: links a user row to the token's Firebase uid. */
export const accountRegistration = defineCall({
  path: 'client/userLogins/accountRegistration',
  request: z.strictObject({ username }),
  answer: z.object({ username: safeString() }),
  errors: ['USERNAME_INVALID', 'USERNAME_TAKEN', 'USERNAME_CONFUSABLE', 'ALREADY_REGISTERED'],
  rateLimit: { max: 5, windowSeconds: 600 },
  summary: 'Creates the Clipyard account of the signed-in Firebase user.',
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
