import { getSession, untilSession, type AuthUser } from '@clipyard/shared';

/**
 * After an identity action the shell's auth listener feeds the session store; API calls read their token from
 * it. This waits (bounded) until the store holds that user, and hands the user over itself if the listener is
 * late, so the next API call carries the right token.
 */
export async function waitForSessionUser(user: AuthUser, timeoutMs = 5000): Promise<void> {
  await untilSession((state) => state.authUser?.uid === user.uid, timeoutMs);
  if (getSession().authUser?.uid !== user.uid) await getSession().authSignedIn(user);
}
