/**
 * An identity that signed in (email sign-up cut short, a first Google sign-in) but has no Clipyard account yet:
 * profileDetails answers username 'UNKNOWN' (SPEC section 3). Such a person is taken to the page that finishes the
 * account (choose a username) or cancels it (ADR 0056).
 */
export const UNREGISTERED_USERNAME = 'UNKNOWN';

/** The account remote's page that finishes (or cancels) an unfinished registration. */
export const FINISH_REGISTRATION_PATH = '/account/finishRegistration';

export function isUnfinishedRegistration(profile: { username?: string | null } | null | undefined): boolean {
  return profile?.username === UNREGISTERED_USERNAME;
}
