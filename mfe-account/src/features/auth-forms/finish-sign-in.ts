import { FINISH_REGISTRATION_PATH, getSession, isUnfinishedRegistration, notify, type AuthUser } from '@clipyard/shared';
import { greetingName } from './greeting';
import { waitForSessionUser } from './wait-for-session';

/**
 * What follows a successful sign-in: the session holds the user and its profile; an identity without a Clipyard
 * account (a first Google sign-in) goes on to choose its username, anyone else is welcomed back on the frontpage.
 * Answers where to go next.
 */
export async function finishSignIn(user: AuthUser, welcome: (name: string) => string): Promise<string> {
  await waitForSessionUser(user);
  await getSession().refreshProfile();
  if (isUnfinishedRegistration(getSession().userProfile)) return FINISH_REGISTRATION_PATH;
  notify({ type: 'positive', message: welcome(greetingName()) });
  return '/';
}
