import { z } from 'zod';
import { defineCall, emptyRequest } from '../define';
import { username } from '../fields';

export const checkUsernameInUse = defineCall({
  path: 'client/userLogins/checkUsernameInUse',
  request: z.strictObject({ username }),
  answer: z.object({ isInUse: z.boolean() }),
  errors: ['USERNAME_INVALID'],
  rateLimit: { max: 60, windowSeconds: 60 },
  summary: 'Whether a username is taken (ignoring case).',
});

/** Called right after Firebase sign-up: links a user row to the token's Firebase uid. */
export const accountRegistration = defineCall({
  path: 'client/userLogins/accountRegistration',
  request: z.strictObject({ username }),
  answer: z.object({ username: z.string() }),
  errors: ['USERNAME_INVALID', 'USERNAME_TAKEN', 'ALREADY_REGISTERED'],
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
