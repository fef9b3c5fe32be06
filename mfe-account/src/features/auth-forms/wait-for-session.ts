import { getSession, useSession, type AuthUser } from '@clipyard/shared';

/**
 * After an identity action the shell's auth listener feeds the session store; API calls read their token from
 * it. This waits (bounded) until the store holds that user, and hands the user over itself if the listener is
 * late, so the next API call carries the right token.
 */
export async function waitForSessionUser(user: AuthUser, timeoutMs = 5000): Promise<void> {
  if (getSession().authUser?.uid === user.uid) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve();
    }, timeoutMs);
    const unsubscribe = useSession.subscribe((state) => {
      if (state.authUser?.uid === user.uid) {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
    });
  });
  if (getSession().authUser?.uid !== user.uid) await getSession().authSignedIn(user);
}
