import { getSession, isUnfinishedRegistration } from '@clipyard/shared';

/** The name the welcome-back message uses: the Clipyard username, else the identity's display name or email. */
export function greetingName(): string {
  const { userProfile, authUser } = getSession();
  if (userProfile && userProfile.username && !isUnfinishedRegistration(userProfile)) return userProfile.username;
  return authUser?.displayName || authUser?.email || '';
}
