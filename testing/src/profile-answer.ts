/** Kept apart from the screen harness so node-environment tests can use it without loading React. */

/** A profileDetails answer (SPEC section 3 fields) with overrides. */
export function profileAnswer(overrides: Record<string, unknown> = {}) {
  return {
    isSuccessful: true,
    isAdmin: false,
    username: 'someone',
    isAnonEmail: false,
    hasProfilePicture: false,
    isStreamer: false,
    streamerChannelLogin: null,
    hasVerifiedEmail: true,
    firebaseUid: 'uid',
    profileImageVersion: 0,
    profileImageKey: null,
    ...overrides,
  };
}
