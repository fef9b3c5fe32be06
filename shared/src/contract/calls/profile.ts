import { z } from 'zod';
import { safeString, uploadedImageBase64 } from '../fields';
import { defineCall, emptyRequest } from '../define';
import { UPLOADED_IMAGE_MAX_BYTES } from '../limits';
import { userProfile } from '../models';

export const PROFILE_IMAGE_MAX_BYTES = UPLOADED_IMAGE_MAX_BYTES;

export const checkEmailVerification = defineCall({
  path: 'client/profile/checkEmailVerification',
  request: emptyRequest,
  answer: z.object({ hasVerifiedEmail: z.boolean() }),
  errors: [],
  summary: 'Reads the verified flag from Firebase and stores it.',
});

/** SPEC section 3: the user profile; `username` is 'UNKNOWN' until accountRegistration. */
export const profileDetails = defineCall({
  path: 'client/profile/profileDetails',
  request: emptyRequest,
  answer: userProfile.extend({
    profileImageVersion: z.number().int(),
    /** The saved picture's media key ('profiles/{id}.webp', served at {mediaBaseUrl}{key}?version={n}); null without one. */
    profileImageKey: safeString().nullable(),
  }),
  errors: [],
  summary: 'The signed-in user’s profile.',
});

export const uploadProfileImage = defineCall({
  path: 'client/profile/uploadProfileImage',
  request: z.strictObject({
    /** The image file (png, jpeg, webp, gif or avif) as base64, at most 2 MiB decoded. */
    imageBase64: uploadedImageBase64,
  }),
  answer: z.object({ profileImageVersion: z.number().int() }),
  errors: ['IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'ACCOUNT_NOT_REGISTERED'],
  rateLimit: { max: 10, windowSeconds: 600 },
  summary: 'Validates, re-encodes to a 256x256 webp and serves it at profiles/{id}.webp?version={n}.',
});

export const removeProfileImage = defineCall({
  path: 'client/profile/removeProfileImage',
  request: emptyRequest,
  answer: z.object({ profileImageVersion: z.number().int() }),
  errors: ['ACCOUNT_NOT_REGISTERED'],
  summary: 'Removes the profile image.',
});
